// The strip itself: projected tiles before the divider, mined cubes after it, the arrow under the chosen
// block, and the scroll-back button. Live and static strips feed it the same StripData. The decisions live
// in strip-state.ts; this file wires them to React and lays the pieces out.
import { useCallback, useMemo, useRef } from 'react'
import type { CSSProperties } from 'react'
import { isLiquid, isNetwork, mergeMempoolBlocks, networkUnit, paletteForTheme } from '../../core'
import type {
  BlockExtended,
  Difficulty,
  LoadingIndicators,
  MempoolBlockWithIndex,
} from '../../core'
import { explorerHref } from '../internal/explorer-href'
import { useWidget } from '../internal/widget-context'
import type { Selection } from './keyboard'
import { BLOCK_OFFSET_PX, visibleProjectedCount } from './layout'
import { messages } from './messages'
import { blockHref, MinedList } from './mined-list'
import { ProjectedList } from './projected-list'
import { cubeSelector, useRevealSelection } from './reveal-selection'
import { specialEventFor } from './special-event'
import { EventBanner, IndexingBadges } from './strip-banners'
import { FlipDivider, ScrollBack } from './strip-controls'
import { arrowFor, cubeStateFor, minedHeights, trackLayout } from './strip-state'
import type { Arrow } from './strip-state'
import { useBlockCache, useMissingBlocks } from './use-block-cache'
import { useNow } from './use-now'
import { useSelection } from './use-selection'
import { useStripSize } from './use-strip-size'
import { useTimeDirection } from './use-time-direction'
import { useTipState } from './use-tip-state'

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
  const { client, host, intl, dir } = useWidget()
  const scroller = useRef<HTMLDivElement>(null)
  const { widthPx, scrolledPx } = useStripSize(scroller)
  const { timeLtr, flipping, flip } = useTimeDirection()
  const nowMs = useNow()
  const { cache } = useBlockCache(client, data.liveBlocks)
  const isStatic = data.window !== undefined
  const network = isNetwork(client.network) ? client.network : 'mainnet'
  const tip = isStatic ? data.window?.[0] : data.liveBlocks[0]?.height
  const seen = useTipState(tip, data.liveBlocks[0], nowMs)

  const projectedCount = isStatic ? 0 : visibleProjectedCount(widthPx, options.minimal)
  const tiles = useMemo(
    () => mergeMempoolBlocks(data.tiles, projectedCount),
    [data.tiles, projectedCount],
  )
  const describe = useCallback(
    (selection: Selection) =>
      selection.kind === 'mempool'
        ? { href: explorerHref(client, `/mempool-block/${selection.index}`), hash: undefined }
        : linkOf(client, selection.height, cache.get(selection.height)),
    [client, cache],
  )
  const focusCube = useCallback((selection: Selection): boolean => {
    const cube = scroller.current?.querySelector<HTMLElement>(cubeSelector(selection))
    cube?.focus({ preventScroll: true }) // useRevealSelection scrolls, honouring reduced motion
    return Boolean(cube)
  }, [])
  const { selection, choose, onKeyDown } = useSelection({
    host,
    initial: options.initialSelection,
    timeLtr,
    dir,
    bounds: {
      tip,
      projectedCount: tiles.length,
      minHeight: isStatic ? (data.window?.at(-1) ?? 0) : 0,
    },
    describe,
    focusCube,
  })

  const window = data.window
  const heights = useMemo(
    () => minedHeights({ window, tip, selection, widthPx, scrolledPx }),
    [window, tip, selection, widthPx, scrolledPx],
  )
  const live = useMemo(
    () => new Map(data.liveBlocks.map((block) => [block.height, block])),
    [data.liveBlocks],
  )
  useMissingBlocks(cache, heights, live)
  useRevealSelection(scroller, selection, tip !== undefined)

  const { dividerAt, trackSize } = trackLayout(widthPx, heights.length, isLiquid(network))
  const trackStyle: CSSProperties & Record<`--${string}`, string> = {
    '--divider-at': `${dividerAt}px`,
    inlineSize: `${trackSize}px`,
  }
  const event = tip === undefined || isStatic ? null : specialEventFor(tip, network)
  const waiting = !data.apiTrouble
  const expectAnswer = data.connected && waiting
  const unit = networkUnit(network)

  return (
    <section
      className="strip"
      aria-label={intl.t(messages.region)}
      data-network={network}
      data-time-ltr={timeLtr ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      <EventBanner event={event} />
      <IndexingBadges indicators={data.indicators} />
      <div
        className={`scroller${flipping ? ' flipping' : ''}`}
        ref={scroller}
        dir={timeLtr ? (dir === 'rtl' ? 'ltr' : 'rtl') : dir}
        part="track"
      >
        <div className="track" style={trackStyle}>
          {!isStatic && (
            <ProjectedList
              tiles={tip === undefined || tiles.length === 0 ? null : tiles}
              slotCount={projectedCount}
              waiting={waiting}
              runningIndex={seen.index}
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
          {!isStatic && <FlipDivider timeLtr={timeLtr} flip={flip} />}
          <MinedList
            heights={tip === undefined ? null : heights}
            waiting={waiting}
            stateOf={(height) => cubeStateFor(height, live, cache, expectAnswer)}
            entering={seen.entering}
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
      </div>
      {tip === undefined && waiting && (
        <p className="visually-hidden" role="status">
          {intl.t(messages.loadingBlocks)}
        </p>
      )}
      {!isStatic && scrolledPx > BLOCK_OFFSET_PX * 2 && <ScrollBack scroller={scroller} />}
    </section>
  )
}

function linkOf(client: Parameters<typeof blockHref>[0], height: number, block?: BlockExtended) {
  return { href: blockHref(client, height, block), hash: block?.id }
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
