// Keeps the scene in step with the props: resolution (fixed or autofit) and view, square style (audit,
// goggles), and the data — a new sceneKey replaces the scene with its transition, a new list of the same
// scene is applied as its `delta` when given (else diffed), and `loading` sends the old squares away until
// the new scene's first data.
import { useEffect, useRef } from 'react'
import { autofitResolution } from './layout'
import type { Viewport } from './gl/screen-mapping'
import type { BlockGraphProps, GogglesState, GraphDelta, GraphTx } from './graph-types'
import type { GraphEngine } from './use-graph-engine'

/** The grid resolution for the props and the canvas size (spec §9 autofit). */
export function resolveResolution(
  props: Pick<BlockGraphProps, 'resolution' | 'autofit'>,
  viewport: Viewport | undefined,
): number {
  const fit = props.autofit
  if (!fit || !viewport) return props.resolution
  const side =
    fit.on === 'width'
      ? viewport.cssWidth - 2 * (fit.padding ?? 0)
      : Math.min(viewport.cssWidth, viewport.cssHeight)
  return side > 0 ? autofitResolution(side, fit.min, fit.max) : props.resolution
}

export function useSceneSync(
  engine: GraphEngine | undefined,
  props: BlockGraphProps,
  goggles: GogglesState | undefined,
  viewport: Viewport | undefined,
  animationMs: number,
  changed: () => void,
): void {
  const resolution = resolveResolution(props, viewport)
  const orientation = props.orientation ?? 'left'
  const flip = props.flip ?? true
  useEffect(() => {
    if (!engine) return
    engine.scene.setResolution(resolution, performance.now())
    engine.renderer.setView({ resolution, orientation, flip })
    changed()
  }, [engine, resolution, orientation, flip, changed])

  const auditHighlighting = props.auditHighlighting ?? false
  const auditView = props.auditView ?? 'actual'
  const mask = goggles?.mask
  const mode = goggles?.mode
  useEffect(() => {
    if (!engine) return
    const style = {
      auditHighlighting,
      auditView,
      goggles: mask === undefined || mode === undefined ? undefined : { mask, mode },
    }
    engine.scene.setStyle(style, performance.now(), Math.min(animationMs, 300))
  }, [engine, auditHighlighting, auditView, mask, mode, animationMs])

  useDataSync(engine, props, animationMs, changed)
  useCompaction(engine, `${props.sceneKey}:${props.loading === true}`, animationMs)
}

/** After a replace, once nothing moves, lets the scene drop the old scene's slots from the renderer. */
function useCompaction(engine: GraphEngine | undefined, sceneState: string, animationMs: number) {
  useEffect(() => {
    if (!engine) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      const idle = !engine.renderer.animating
      if (idle && engine.scene.compact(performance.now())) return
      if (engine.scene.hasLeftover) timer = setTimeout(attempt, 500)
    }
    timer = setTimeout(attempt, animationMs + 100)
    return () => clearTimeout(timer)
  }, [engine, sceneState, animationMs])
}

function useDataSync(
  engine: GraphEngine | undefined,
  props: BlockGraphProps,
  animationMs: number,
  changed: () => void,
): void {
  const drawn = useRef<DrawnData>(NOTHING_DRAWN)
  const { txs, sceneKey, order, loading, delta } = props
  const transition = props.transition ?? 'none'
  useEffect(() => {
    if (!engine) return
    const now = performance.now()
    const last = drawn.current
    let replaced = false
    if (loading) {
      if (last.key !== undefined) engine.scene.replace([], order, transition, now, animationMs)
      drawn.current = NOTHING_DRAWN
    } else if (last.key !== sceneKey) {
      engine.scene.replace(txs, order, transition, now, animationMs)
      drawn.current = { key: sceneKey, txs, delta }
      replaced = true
    } else if (last.txs !== txs) {
      updateScene(engine, txs, delta !== last.delta ? delta : undefined, now, animationMs)
      drawn.current = { key: sceneKey, txs, delta }
    }
    changed()
    if (!replaced) return
    // The new scene's txid index (hover, tooltips, the next delta) is built once the first frame is out.
    return whenIdle(() => engine.scene.prepareIndex(performance.now()))
    // `transition` and `order` describe the change that comes with a new key or list; they do not redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, sceneKey, txs, loading])
}

interface DrawnData {
  key: string | undefined
  txs: readonly GraphTx[] | undefined
  delta: GraphDelta | undefined
}
const NOTHING_DRAWN: DrawnData = { key: undefined, txs: undefined, delta: undefined }

/**
 * A new list of the same scene: its explicit delta when there is a new one (O(delta)), else a diff (O(n)).
 * A delta that does not add up to the list's length (say, two updates merged into one render) is repaired
 * by a diff.
 */
function updateScene(
  engine: GraphEngine,
  txs: readonly GraphTx[],
  delta: GraphDelta | undefined,
  now: number,
  animationMs: number,
): void {
  if (delta) engine.scene.applyDelta(delta, now, animationMs)
  if (!delta || engine.scene.size !== txs.length) engine.scene.diff(txs, now, animationMs)
}

/** Runs `work` when the page is idle (a timeout where requestIdleCallback does not exist); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 100)
  return () => clearTimeout(id)
}
