// <mempool-clock>: a one-hour chain clock (spec §2.5 "Clock", §4, §9). The clockchain runs across the top; below
// it the dial (block arcs of the last hour, hands) around a centre that shows the chosen projected or mined
// block; stat labels sit in the corners. Every timer stops while the page is hidden or the clock is off-screen.
import { useRef, useState } from 'react'
import type { CSSProperties } from 'react'
import { useReducedMotion } from '../block-graph/use-reduced-motion'
import { emit } from '../internal/emit'
import { withDefaults } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { explorerHref } from '../internal/explorer-href'
import { overridden } from '../internal/override'
import type { Override } from '../internal/override'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import { centreStyles, ClockCentre } from './centre/clock-centre'
import { chainStyles, Clockchain } from './chain/clockchain'
import { useClockBlocks } from './chain/use-clock-blocks'
import { clockApi } from './clock.api'
import { clockGeometry, limitedBox } from './clock-geometry'
import { selectionOf } from './clock-rules'
import type { ClockSelection } from './clock-rules'
import { ClockStats } from './clock-stats'
import styles from './clock.css?inline'
import { ClockFace, faceStyles } from './face/clock-face'
import { messages } from './messages'
import { useBoxSize } from './use-box-size'
import { useClockActive } from './use-clock-active'
import { useWakeLock } from './use-wake-lock'

/** The component's props: the attributes of clock.api.ts, camelCased (see the table for each). */
export type MempoolClockProps = WidgetProps & AttributeProps<typeof clockApi.attributes>

type Props = ReturnType<typeof withDefaults<typeof clockApi.attributes, MempoolClockProps>>

const clockStyles = [styles, faceStyles, chainStyles, centreStyles]

export function MempoolClock(given: MempoolClockProps) {
  const props = withDefaults(clockApi.attributes, given)
  return (
    <WidgetRoot {...props} styles={clockStyles} className="clock-root">
      <ClockView {...props} />
    </WidgetRoot>
  )
}

function ClockView(props: Props) {
  const { client, host, intl } = useWidget()
  const box = useRef<HTMLDivElement>(null)
  const geometry = clockGeometry(
    limitedBox(useBoxSize(box), {
      ...(props.width !== undefined ? { width: props.width } : {}),
      ...(props.height !== undefined ? { height: props.height } : {}),
    }),
  )
  const active = useClockActive(box)
  const reducedMotion = useReducedMotion()
  useWakeLock(props.kiosk)
  const blocks = useClockBlocks()

  // A clockchain click shows that block here; a new mode/index attribute wins again.
  const attributeKey = `${props.mode}|${props.index}`
  const [chosen, setChosen] = useState<Override<ClockSelection>>()
  const selection = overridden(chosen, attributeKey, selectionOf(props.mode, props.index))
  const onSelect = (next: ClockSelection): void => {
    const href = explorerHref(client, `/clock/${next.mode}/${next.index}`)
    if (emit(host, 'mp-clock-select', { ...next, href }))
      setChosen({ given: attributeKey, value: next })
  }
  const block = selection.mode === 'mined' ? blocks[selection.index] : undefined

  return (
    <div
      ref={box}
      className="clock"
      role="group"
      aria-label={intl.t(messages.region)}
      data-mode={selection.mode}
      data-index={selection.index}
      data-network={client.network}
      data-active={active}
      data-kiosk={props.kiosk}
      style={boxStyle(props, geometry)}
    >
      <Clockchain
        widthPx={geometry.chainWidth}
        heightPx={geometry.chainHeight}
        blocks={blocks}
        selected={selection}
        interactive={!props.kiosk}
        onSelect={onSelect}
      />
      <div className="dial-area">
        <div className="dial" part="dial">
          <ClockCentre
            selection={selection}
            block={block}
            sizePx={geometry.centreSize}
            sizerPx={geometry.sizerPx}
            sizerScale={geometry.sizerScale}
            active={active}
            reducedMotion={reducedMotion}
            interactive={!props.kiosk}
          />
          <ClockFace blocks={blocks} active={active} reducedMotion={reducedMotion} />
        </div>
        {props.stats && <ClockStats mode={selection.mode} block={block} />}
      </div>
    </div>
  )
}

/** The sizes the CSS lays out with, and the `width`/`height` limits as the box's own size. */
function boxStyle(props: Props, geometry: ReturnType<typeof clockGeometry>): CSSProperties {
  return {
    '--_clock-size': `${geometry.clockSize}px`,
    '--_chain-height': `${geometry.chainHeight}px`,
    ...(props.width !== undefined && props.width > 0 ? { inlineSize: `${props.width}px` } : {}),
    ...(props.height !== undefined && props.height > 0 ? { blockSize: `${props.height}px` } : {}),
  } as CSSProperties
}
