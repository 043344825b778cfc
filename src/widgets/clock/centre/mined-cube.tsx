// Mined mode's centre: a CSS 3D cube that turns slowly, its four sides filled bottom-up by the block's weight
// share with the network gradient, under the block height as a title. Paused while the clock is inactive
// (hidden page, off-screen) and standing still under reduced motion; the turning is all CSS (centre.css).
import type { CSSProperties } from 'react'
import type { Block } from '../../../core'
import { useWidget } from '../../internal/widget-context'
import { cubeFill } from './cube-fill'
import { messages } from './messages'

export interface MinedCubeProps {
  block: Block | undefined
  active: boolean
  reducedMotion: boolean
}

const SIDES = ['front', 'right', 'back', 'left'] as const
const ENDS = ['top', 'bottom'] as const

export function MinedCube({ block, active, reducedMotion }: MinedCubeProps) {
  const { intl } = useWidget()
  const fill = block ? cubeFill(block) : 0
  const label = block
    ? intl.t(messages.cubeLabel, { height: block.height, fill })
    : intl.t(messages.cubeLoading)
  const fillStyle = { '--_mp-cube-fill': String(fill) } as CSSProperties
  return (
    <div
      className="mined"
      role="img"
      aria-label={label}
      data-loading={block === undefined}
      data-height={block?.height}
    >
      <p className="mined-title" data-figure="height" aria-hidden="true">
        {block ? intl.intl.formatNumber(block.height) : ''}
      </p>
      <div className="cube-stage" aria-hidden="true">
        <div
          className="cube"
          part="cube"
          data-fill={fill}
          data-turning={!reducedMotion}
          data-paused={!active}
          style={fillStyle}
        >
          {SIDES.map((side) => (
            <div key={side} className="cube-face cube-side" data-face={side} />
          ))}
          {ENDS.map((end) => (
            <div key={end} className="cube-face cube-end" data-face={end} />
          ))}
        </div>
      </div>
    </div>
  )
}
