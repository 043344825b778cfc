// <BlockGraph>: the thin component of the block graph (issue 9). The canvas feeds a GlRenderer through a
// GraphScene (use-graph-engine.ts); this file only wires props, pointer and keyboard to them and composes
// the overlays: tooltip (hover, click to pin), goggles menu, keyboard grid and the text table. Render it
// inside a WidgetRoot; it adopts its own styles (`blockGraphStyles`) into that shadow root.
import { Suspense, useCallback, useLayoutEffect, useReducer, useRef, useState } from 'react'
import type { MouseEvent, PointerEvent, RefObject } from 'react'
import { adoptStyles } from '../internal/adopt-styles'
import { applicableGoggles } from './applicable-goggles'
import { useWidget } from '../internal/widget-context'
import graphStyles from './block-graph.css?inline'
import { followKey, followLink } from './follow-tx'
import type { BlockGraphProps, GogglesState, GraphTx } from './graph-types'
import { messages } from './messages'
import { GogglesMenu, GraphKeyboard, overlayStyles } from './overlays'
import { LazyTxTable, LazyTxTooltip, preloadTooltip } from './overlays'
import { HOVER_MS } from './scene/graph-scene'
import { useGraphColours } from './use-graph-colours'
import { useGraphEngine } from './use-graph-engine'
import type { GraphEngine } from './use-graph-engine'
import { useReducedMotion } from './use-reduced-motion'
import { useSceneSync } from './use-scene-sync'
import { usePinnedTooltip } from './use-pinned-tooltip'

export const DEFAULT_ANIMATION_MS = 1000

/** The graph's own CSS and its overlays'; <BlockGraph> adopts them into its shadow root itself. */
export const blockGraphStyles: readonly string[] = [graphStyles, overlayStyles]

export function BlockGraph(props: BlockGraphProps) {
  const { host, intl } = useWidget()
  const { t } = intl
  const rootRef = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const animationMs = reducedMotion ? 0 : (props.animationMs ?? DEFAULT_ANIMATION_MS)
  const { canvasRef, engine, supported, viewport, lost } = useGraphEngine(props.resolution)
  // Scene changes happen outside React: bump a counter so the overlays re-read the scene.
  const [, sceneChanged] = useReducer((n: number) => n + 1, 0)
  const changed = useCallback(() => sceneChanged(), [])
  const [chosen, setGoggles] = useControlledGoggles(props)
  const goggles = applicableGoggles(
    chosen,
    props.excludedFilters ?? [],
    props.acceleratorEnabled ?? false,
  )
  useSceneSync(engine, props, goggles, viewport, animationMs, changed)
  useGraphColours(engine, host, changed)
  const tip = usePinnedTooltip(engine, rootRef, reducedMotion ? 0 : HOVER_MS)
  const [tableShown, setTableShown] = useState(false)
  useOwnStyles(rootRef)

  if (props.error)
    return (
      <div className="block-graph" part="graph" ref={rootRef}>
        <p className="graph-error" role="alert" part="graph-error">
          {props.error}
        </p>
      </div>
    )

  const follow = (tx: GraphTx, event: MouseEvent<HTMLAnchorElement>) =>
    followLink(host, tx, props.txHref(tx.txid), props.onTxSelect, event)
  const shownTx = tip.shown
  const anchor = shownTx && engine?.hits.rectOf(shownTx.txid)
  // The menu needs something to filter by: a flag, or an acceleration when its filter exists.
  const accelerator = props.acceleratorEnabled ?? false
  const hasFlags = props.txs.some((tx) => tx.flags !== 0n || (accelerator && tx.acc))

  if (props.interactive === false)
    return (
      <div className="block-graph" part="graph" ref={rootRef}>
        <div className="graph-area" role="img" aria-label={props.label}>
          {supported && (
            <canvas ref={canvasRef} className="graph-canvas" part="canvas" aria-hidden="true" />
          )}
          {props.loading && <p className="graph-loading">{t(messages.loading)}</p>}
        </div>
      </div>
    )

  return (
    <div className="block-graph" part="graph" ref={rootRef}>
      {supported ? (
        <div className="graph-area">
          <GraphKeyboard
            target={engine?.hits ?? EMPTY_TARGET}
            label={props.label}
            onOpen={(tx, modifier) =>
              followKey(host, tx, props.txHref(tx.txid), modifier, props.onTxSelect)
            }
            onFocusTx={tip.focus}
          >
            <canvas
              ref={canvasRef}
              className="graph-canvas"
              part="canvas"
              aria-hidden="true"
              onPointerEnter={preloadTooltip}
              onPointerMove={(event) => tip.hover(pointAt(event, engine))}
              onPointerLeave={() => tip.hover(undefined)}
              onClick={(event) => tip.pin(pointAt(event, engine))}
            />
          </GraphKeyboard>
          {props.loading && (
            <p className="graph-loading" role="status">
              {t(messages.loading)}
            </p>
          )}
          {lost && <p className="graph-lost">{t(messages.contextLost)}</p>}
          {shownTx && anchor && viewport && (
            <Suspense fallback={null}>
              <LazyTxTooltip
                tx={shownTx}
                anchor={anchor}
                graphWidth={viewport.cssWidth}
                graphHeight={viewport.cssHeight}
                pinned={tip.pinned !== undefined}
                auditHighlighting={props.auditHighlighting ?? false}
                acceleratorEnabled={props.acceleratorEnabled ?? false}
                href={props.txHref(shownTx.txid)}
                onFollow={(event) => follow(shownTx, event)}
                onClose={tip.unpin}
              />
            </Suspense>
          )}
          {props.showGoggles && hasFlags && (
            <GogglesMenu
              state={goggles ?? NO_GOGGLES}
              onChange={setGoggles}
              excluded={props.excludedFilters ?? []}
              acceleratorEnabled={props.acceleratorEnabled ?? false}
            />
          )}
        </div>
      ) : (
        <div className="graph-fallback" part="graph-fallback">
          <p>{t(messages.unsupported)}</p>
          <p>{t(messages.notAvailable)}</p>
        </div>
      )}
      <button
        type="button"
        className="table-toggle"
        part="table-toggle"
        aria-expanded={tableShown}
        onClick={() => setTableShown(!tableShown)}
      >
        {t(tableShown ? messages.hideTable : messages.showTable)}
      </button>
      {tableShown && (
        <Suspense
          fallback={
            <p className="graph-loading-part" role="status">
              {t(messages.loading)}
            </p>
          }
        >
          <LazyTxTable
            txs={engine && !props.loading ? engine.hits.ordered() : props.txs}
            href={props.txHref}
            onFollow={follow}
            auditHighlighting={props.auditHighlighting ?? false}
            focusOnMount
          />
        </Suspense>
      )}
    </div>
  )
}

const NO_GOGGLES: GogglesState = { mode: 'and', mask: 0n }

const EMPTY_TARGET = {
  txAt: () => undefined,
  rectOf: () => undefined,
  neighbour: () => undefined,
  ordered: () => [],
}

/** Adopts the graph's styles into the shadow root it renders in, whichever element hosts it. */
function useOwnStyles(root: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const node = root.current?.getRootNode()
    if (node instanceof ShadowRoot) adoptStyles(node, blockGraphStyles)
  }, [root])
}

/** The tx under a pointer event, from the canvas's own coordinates. */
function pointAt(
  event: PointerEvent<HTMLCanvasElement> | MouseEvent<HTMLCanvasElement>,
  engine: GraphEngine | undefined,
): GraphTx | undefined {
  const box = event.currentTarget.getBoundingClientRect()
  return engine?.hits.txAt(event.clientX - box.left, event.clientY - box.top)
}

/** Goggles follow the `goggles` prop, and the menu changes them even when the host does not listen. */
function useControlledGoggles(
  props: BlockGraphProps,
): [GogglesState | undefined, (state: GogglesState) => void] {
  // The menu's own choice holds until the prop itself changes.
  const given = props.goggles
  const givenKey = given ? `${given.mode}:${given.mask}` : ''
  const [local, setLocal] = useState({ key: givenKey, state: given })
  const state = local.key === givenKey ? local.state : given
  const onChange = props.onGogglesChange
  const change = useCallback(
    (next: GogglesState) => {
      setLocal({ key: givenKey, state: next })
      onChange?.(next)
    },
    [givenKey, onChange],
  )
  return [state, change]
}
