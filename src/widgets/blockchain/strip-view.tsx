// The strip itself: projected tiles before the divider, mined cubes after it, the arrow under the chosen
// block, and the scroll-back button. Live and static strips feed it the same StripData. The state lives in
// use-strip.ts (over the pure rules of strip-state.ts); this file lays the pieces out.
import { useRef } from 'react'
import type { CSSProperties } from 'react'
import { isLiquid, networkUnit, paletteForTheme } from '../../core'
import type {
  BlockExtended,
  Difficulty,
  LoadingIndicators,
  MempoolBlockWithIndex,
} from '../../core'
import { useWidget } from '../internal/widget-context'
import type { Selection } from './keyboard'
import { BLOCK_OFFSET_PX } from './layout'
import { messages } from './messages'
import { MinedList } from './mined-list'
import { ProjectedList } from './projected-list'
import { specialEventFor } from './special-event'
import { EventBanner, IndexingBadges } from './strip-banners'
import { FlipDivider, ScrollBack } from './strip-controls'
import { arrowFor, cubeStateFor, trackLayout } from './strip-state'
import type { Arrow } from './strip-state'
import { useStrip } from './use-strip'
import type { Strip } from './use-strip'

export interface StripData {
  /** Newest first; empty in static mode. */
  liveBlocks: readonly BlockExtended[]
  tiles: readonly MempoolBlockWithIndex[]
  difficulty: Difficulty | undefined
  indicators: LoadingIndicators
  connected: boolean
  /** The API failed to answer lately (core $apiTrouble): empty slots stop flashing. */
  apiTrouble: boolean
  /** Static mode: the heights shown, highest first. */
  window?: readonly number[]
}

export interface StripOptions {
  theme: string
  minimal: boolean
  showMiningInfo: boolean
  showPools: boolean
  spotlight: number
  initialSelection: Selection | null
}

export function StripView({ data, options }: { data: StripData; options: StripOptions }) {
  const { intl, dir } = useWidget()
  const scroller = useRef<HTMLDivElement>(null)
  const strip = useStrip(data, options, scroller)
  const { tip, isStatic, network, timeLtr } = strip
  const event = tip === undefined || isStatic ? null : specialEventFor(tip, network)
  return (
    <section
      className="strip"
      aria-label={intl.t(messages.region)}
      data-network={network}
      data-time-ltr={timeLtr ? '' : undefined}
      onKeyDown={strip.onKeyDown}
    >
      <EventBanner event={event} />
      <IndexingBadges indicators={data.indicators} />
      <div
        className={`scroller${strip.flipping ? ' flipping' : ''}`}
        ref={scroller}
        dir={timeLtr ? (dir === 'rtl' ? 'ltr' : 'rtl') : dir}
        part="track"
      >
        <StripTrack strip={strip} data={data} options={options} />
      </div>
      {tip === undefined && !data.apiTrouble && (
        <p className="visually-hidden" role="status">
          {intl.t(messages.loadingBlocks)}
        </p>
      )}
      {!isStatic && strip.scrolledPx > BLOCK_OFFSET_PX * 2 && <ScrollBack scroller={scroller} />}
    </section>
  )
}

/** The scrolled track: projected list, divider, mined list and the arrow. */
function StripTrack({
  strip,
  data,
  options,
}: {
  strip: Strip
  data: StripData
  options: StripOptions
}) {
  const { tip, tiles, heights, network, nowMs, selection, choose } = strip
  const { dividerAt, trackSize } = trackLayout(strip.widthPx, heights.length, isLiquid(network))
  const trackStyle: CSSProperties & Record<`--${string}`, string> = {
    '--divider-at': `${dividerAt}px`,
    inlineSize: `${trackSize}px`,
  }
  const waiting = !data.apiTrouble
  const expectAnswer = data.connected && waiting
  const unit = networkUnit(network)
  return (
    <div className="track" style={trackStyle}>
      {!strip.isStatic && (
        <ProjectedList
          tiles={tip === undefined || tiles.length === 0 ? null : tiles}
          slotCount={strip.projectedCount}
          waiting={waiting}
          runningIndex={strip.seen.index}
          selection={selection}
          spotlight={options.spotlight}
          shared={{
            difficulty: data.difficulty,
            nowMs,
            unit,
            liquid: isLiquid(network),
            palette: paletteForTheme(options.theme),
            showMiningInfo: options.showMiningInfo,
          }}
          choose={choose}
        />
      )}
      {!strip.isStatic && <FlipDivider timeLtr={strip.timeLtr} flip={strip.flip} />}
      <MinedList
        heights={tip === undefined ? null : heights}
        waiting={waiting}
        stateOf={(height) => cubeStateFor(height, strip.live, strip.cache, expectAnswer)}
        entering={strip.seen.entering}
        selection={selection}
        spotlight={options.spotlight}
        shared={{
          nowS: Math.floor(nowMs / 1000),
          unit,
          liquid: isLiquid(network),
          showMiningInfo: options.showMiningInfo,
          showPools: options.showPools,
        }}
        choose={choose}
      />
      <SelectionArrow arrow={arrowFor(selection, tip, tiles.length, heights)} />
    </div>
  )
}

function SelectionArrow({ arrow }: { arrow: Arrow | undefined }) {
  if (!arrow) return null
  return (
    <span
      className={`arrow arrow-${arrow.side}`}
      part="arrow"
      aria-hidden="true"
      style={{ ['--offset' as string]: `${arrow.offsetPx}px` }}
    />
  )
}
