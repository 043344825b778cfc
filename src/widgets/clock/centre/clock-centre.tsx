// The clock's centre (spec §4 "Clock"): a `centre` slot the host may fill; when it does not, our own content —
// the selected projected block's graph in mempool mode (its code loaded only then), the selected mined block's
// cube in mined mode. The content is laid out at sizerPx (a multiple of 75 px) and scaled to the centre square.
import { Suspense, useRef } from 'react'
import type { CSSProperties } from 'react'
import type { Block } from '../../../core'
import { useWidget } from '../../internal/widget-context'
import type { ClockSelection } from '../clock-rules'
import styles from './centre.css?inline'
import { LazyCentreGraph } from './lazy-centre-graph'
import { messages } from './messages'
import { MinedCube } from './mined-cube'
import { useSlotted } from './use-slotted'

export interface ClockCentreProps {
  selection: ClockSelection
  /** Mined mode: the selected block (undefined while loading). */
  block: Block | undefined
  /** The centre square's side, px. */
  sizePx: number
  /** The side the content is laid out at (a multiple of 75 px) … */
  sizerPx: number
  /** … scaled by this to fit sizePx. */
  sizerScale: number
  /** False while the page is hidden or the clock off-screen: nothing moves. */
  active: boolean
  reducedMotion: boolean
  /** Kiosk → false: the graph is a picture only, nothing in the centre takes focus. */
  interactive: boolean
}

/** The centre's CSS, for the clock's WidgetRoot styles. */
export const centreStyles: string = styles

export function ClockCentre(props: ClockCentreProps) {
  const slot = useRef<HTMLSlotElement>(null)
  // Undefined until the slot was looked at: nothing of ours renders (or loads) before then.
  const slotted = useSlotted(slot)
  const boxStyle = {
    '--_mp-centre-size': `${props.sizePx}px`,
    '--_mp-centre-sizer': `${props.sizerPx}px`,
    '--_mp-centre-scale': String(props.sizerScale),
  } as CSSProperties
  return (
    <div
      className="centre"
      part="centre"
      data-mode={props.selection.mode}
      data-slotted={slotted === true}
      style={boxStyle}
    >
      <slot name="centre" ref={slot}>
        {slotted === false && <OwnCentre {...props} />}
      </slot>
    </div>
  )
}

/** Our fallback content, laid out at the sizer's side and scaled down (or up) to the centre square. */
function OwnCentre({ selection, block, active, reducedMotion, interactive }: ClockCentreProps) {
  const { intl } = useWidget()
  return (
    <div className="centre-sizer" data-sizer>
      {selection.mode === 'mempool' ? (
        <Suspense
          fallback={
            <p className="centre-loading" role="status">
              {intl.t(messages.graphLoading)}
            </p>
          }
        >
          <LazyCentreGraph
            index={selection.index}
            reducedMotion={reducedMotion}
            interactive={interactive}
            active={active}
          />
        </Suspense>
      ) : (
        <MinedCube block={block} active={active} reducedMotion={reducedMotion} />
      )}
    </div>
  )
}
