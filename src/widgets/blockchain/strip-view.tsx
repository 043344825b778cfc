// The strip itself: projected tiles before the divider, mined cubes after it, the arrow under the chosen
// block, and the scroll-back button. Live and static strips feed it the same StripData.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CSSProperties } from 'react'
import { isLiquid, isNetwork, mergeMempoolBlocks, networkUnit, paletteForTheme } from '../../core'
import type {
  BlockExtended,
  Difficulty,
  LoadingIndicators,
  MempoolBlockWithIndex,
} from '../../core'
import { explorerHref } from '../internal/explorer-href'
import { onSelectLink } from '../internal/select-link'
import { useWidget } from '../internal/widget-context'
import type { Selection } from './keyboard'
import {
  BLOCK_OFFSET_PX,
  CONTAINER_OFFSET_PX,
  dividerFraction,
  LIVE_BLOCKS,
  minedArrowOffsetPx,
  minedCubesFor,
  blocksPerPage,
  projectedArrowOffsetPx,
  visibleProjectedCount,
} from './layout'
import { nextMempoolIndex, projectedTileKey } from './mempool-index'
import { messages } from './messages'
import { MinedCube } from './mined-cube'
import type { MinedCubeState } from './mined-cube'
import { ProjectedTile } from './projected-tile'
import { specialEventFor } from './special-event'
import { EventBanner, IndexingBadges } from './strip-banners'
import { useBlockCache } from './use-block-cache'
import { useNow } from './use-now'
import { useSelection } from './use-selection'
import { useStripSize } from './use-strip-size'
import { prefersReducedMotion, useTimeDirection } from './use-time-direction'

export interface StripData {
  /** Newest first; empty in static mode. */
  liveBlocks: readonly BlockExtended[]
  tiles: readonly MempoolBlockWithIndex[]
  difficulty: Difficulty | undefined
  indicators: LoadingIndicators
  connected: boolean
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
  const { t } = intl
  const scroller = useRef<HTMLDivElement>(null)
  const { widthPx, scrolledPx } = useStripSize(scroller)
  const { timeLtr, flipping, flip } = useTimeDirection()
  const nowMs = useNow(30_000)
  const { cache } = useBlockCache(client, data.liveBlocks)
  const isStatic = data.window !== undefined
  const network = isNetwork(client.network) ? client.network : 'mainnet'
  const tip = isStatic ? data.window?.[0] : data.liveBlocks[0]?.height

  // A new tip moves the running projected index (tile 0 leaves across the divider) and slides the cube in.
  const [seen, setSeen] = useState({
    tip,
    index: 0,
    entering: undefined as number | undefined,
    atMs: nowMs,
  })
  if (tip !== seen.tip) {
    const isNewer = tip !== undefined && seen.tip !== undefined && tip > seen.tip
    const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden'
    setSeen({
      tip,
      index: isNewer ? nextMempoolIndex(seen.index, data.liveBlocks[0], visible) : seen.index,
      entering: isNewer && visible ? tip : undefined,
      atMs: Date.now(),
    })
  }

  const projectedCount = isStatic ? 0 : visibleProjectedCount(widthPx, options.minimal)
  const tiles = useMemo(
    () => mergeMempoolBlocks(data.tiles, projectedCount),
    [data.tiles, projectedCount],
  )
  const describe = useCallback(
    (selection: Selection) =>
      selection.kind === 'mempool'
        ? { href: explorerHref(client, `/mempool-block/${selection.index}`), hash: undefined }
        : blockLink(selection.height, cache.get(selection.height)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- blockLink reads the client only
    [client, cache],
  )
  function blockLink(height: number, block: BlockExtended | undefined) {
    return { href: explorerHref(client, `/block/${block?.id ?? height}`), hash: block?.id }
  }
  const focusCube = useCallback((selection: Selection): boolean => {
    const selector =
      selection.kind === 'mined'
        ? `[data-height="${selection.height}"] .cube`
        : `[data-position="${selection.index}"] .cube`
    const cube = scroller.current?.querySelector<HTMLElement>(selector)
    cube?.focus()
    return Boolean(cube)
  }, [])
  const bounds = {
    tip,
    projectedCount: tiles.length,
    minHeight: isStatic ? (data.window?.at(-1) ?? 0) : 0,
  }
  const { selection, choose, onKeyDown } = useSelection({
    host,
    initial: options.initialSelection,
    timeLtr,
    dir,
    bounds,
    describe,
    focusCube,
  })

  // Which mined heights to draw: the static window, or enough to fill what is visible (and the selection).
  const heights = useMemo(() => {
    if (data.window) return [...data.window]
    if (tip === undefined) return []
    const wanted =
      selection?.kind === 'mined' ? tip - selection.height + 1 + blocksPerPage(widthPx) : 0
    const count = Math.min(tip + 1, Math.max(minedCubesFor(widthPx, scrolledPx), wanted))
    return Array.from({ length: count }, (_, i) => tip - i)
  }, [data.window, tip, selection, widthPx, scrolledPx])
  const live = useMemo(
    () => new Map(data.liveBlocks.map((block) => [block.height, block])),
    [data.liveBlocks],
  )
  const cubeState = (height: number): MinedCubeState => {
    const block = live.get(height) ?? cache.get(height)
    if (block) return { kind: 'loaded', block }
    if (cache.hasFailed(height) || !data.connected) return { kind: 'placeholder' }
    return { kind: 'loading' }
  }
  const missing = heights.filter(
    (height) =>
      !live.has(height) &&
      !cache.get(height) &&
      !cache.isLoading(height) &&
      !cache.hasFailed(height),
  )
  const missingKey = missing.join(',')
  useEffect(() => {
    for (const height of missingKey ? missingKey.split(',').map(Number) : [])
      void cache.load(height)
  }, [cache, missingKey])

  const unit = isNetwork(network) ? networkUnit(network) : 'BTC'
  const palette = paletteForTheme(options.theme)
  const dividerAt = Math.round(dividerFraction(widthPx) * widthPx)
  const trackSize = Math.max(
    widthPx,
    dividerAt + CONTAINER_OFFSET_PX * 2 + heights.length * BLOCK_OFFSET_PX,
  )
  const trackStyle: CSSProperties & Record<`--${string}`, string> = {
    '--divider-at': `${dividerAt}px`,
    inlineSize: `${trackSize}px`,
  }
  const trackDir = timeLtr ? (dir === 'rtl' ? 'ltr' : 'rtl') : dir
  const event =
    tip === undefined || isStatic ? null : specialEventFor(tip, network, nowMs, seen.atMs)
  const arrow = arrowFor(selection, tip, tiles.length, heights)

  return (
    <section
      className="strip"
      aria-label={t(messages.region)}
      data-network={network}
      data-time-ltr={timeLtr ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      <EventBanner event={event} />
      <IndexingBadges indicators={data.indicators} />
      <div
        className={`scroller${flipping ? ' flipping' : ''}`}
        ref={scroller}
        dir={trackDir}
        part="track"
      >
        <div className="track" style={trackStyle}>
          {!isStatic && (
            <ol className="projected-list" aria-label={t(messages.projectedList)}>
              {tip === undefined || tiles.length === 0
                ? Array.from({ length: projectedCount }, (_, i) => (
                    <li
                      key={`empty-${i}`}
                      className="slot projected-slot"
                      style={{
                        ['--offset' as string]: `${CONTAINER_OFFSET_PX + i * BLOCK_OFFSET_PX}px`,
                      }}
                    >
                      <span className="cube projected loading" />
                    </li>
                  ))
                : // Furthest future first, so the reading and Tab order run from the future to the past.
                  [...tiles.entries()].reverse().map(([position, tile]) => {
                    const href = explorerHref(client, `/mempool-block/${position}`)
                    const isSelected =
                      selection?.kind === 'mempool' &&
                      Math.min(selection.index, tiles.length - 1) === position
                    return (
                      <ProjectedTile
                        key={projectedTileKey(seen.index, position, tile.isStack)}
                        tile={tile}
                        position={position}
                        difficulty={data.difficulty}
                        nowMs={nowMs}
                        unit={unit}
                        liquid={isLiquid(network)}
                        palette={palette}
                        showMiningInfo={options.showMiningInfo}
                        selected={isSelected}
                        spotlight={options.spotlight === -(position + 1)}
                        href={href}
                        onChoose={(clickEvent) => {
                          choose({ kind: 'mempool', index: position })
                          onSelectLink(host, 'mp-mempool-block-select', { index: position, href })(
                            clickEvent,
                          )
                        }}
                      />
                    )
                  })}
            </ol>
          )}
          {!isStatic && (
            <div className="divider" part="divider">
              <button
                type="button"
                className="flip"
                part="flip-button"
                aria-label={t(messages.flipDirection)}
                aria-pressed={timeLtr}
                onClick={flip}
              >
                <span aria-hidden="true">⇆</span>
              </button>
            </div>
          )}
          <ol
            className="mined-list"
            aria-label={t(messages.minedList)}
            aria-busy={tip === undefined ? 'true' : undefined}
          >
            {tip === undefined
              ? Array.from({ length: LIVE_BLOCKS }, (_, i) => (
                  <li
                    key={`empty-${i}`}
                    className="slot mined-slot"
                    style={{
                      ['--offset' as string]: `${CONTAINER_OFFSET_PX + i * BLOCK_OFFSET_PX}px`,
                    }}
                  >
                    <span className="cube mined loading" />
                  </li>
                ))
              : heights.map((height, index) => {
                  const state = cubeState(height)
                  const { href, hash } = blockLink(
                    height,
                    state.kind === 'loaded' ? state.block : undefined,
                  )
                  return (
                    <MinedCube
                      key={height}
                      height={height}
                      index={index}
                      state={state}
                      entering={seen.entering === height}
                      nowS={Math.floor(nowMs / 1000)}
                      unit={unit}
                      showMiningInfo={options.showMiningInfo}
                      showPools={options.showPools}
                      selected={selection?.kind === 'mined' && selection.height === height}
                      spotlight={options.spotlight === index + 1}
                      href={href}
                      poolHref={(slug) => explorerHref(client, `/mining/pool/${slug}`)}
                      logoSrc={(slug) => `${client.api}/resources/mining-pools/${slug}.svg`}
                      onChoose={(clickEvent) => {
                        choose({ kind: 'mined', height })
                        onSelectLink(host, 'mp-block-select', { height, hash: hash ?? '', href })(
                          clickEvent,
                        )
                      }}
                    />
                  )
                })}
          </ol>
          {arrow && (
            <span
              className={`arrow arrow-${arrow.side}`}
              part="arrow"
              aria-hidden="true"
              style={{ ['--offset' as string]: `${arrow.offsetPx}px` }}
            />
          )}
        </div>
      </div>
      {tip === undefined && (
        <p className="visually-hidden" role="status">
          {t(messages.loadingBlocks)}
        </p>
      )}
      {!isStatic && scrolledPx > BLOCK_OFFSET_PX * 2 && (
        <button
          type="button"
          className="scroll-back"
          part="scroll-back"
          aria-label={t(messages.scrollBack)}
          onClick={() =>
            scroller.current?.scrollTo({
              left: 0,
              behavior: prefersReducedMotion() ? 'auto' : 'smooth',
            })
          }
        >
          <span aria-hidden="true">{dir === 'rtl' ? '→' : '←'}</span>
        </button>
      )}
    </section>
  )
}

function arrowFor(
  selection: Selection | null,
  tip: number | undefined,
  tileCount: number,
  heights: readonly number[],
) {
  if (!selection) return undefined
  if (selection.kind === 'mempool') {
    if (tileCount === 0) return undefined
    return {
      side: 'projected',
      offsetPx: projectedArrowOffsetPx(Math.min(selection.index, tileCount - 1)),
    }
  }
  const index = heights.indexOf(selection.height)
  if (tip === undefined || index < 0) return undefined
  return { side: 'mined', offsetPx: CONTAINER_OFFSET_PX + minedArrowOffsetPx(index) }
}
