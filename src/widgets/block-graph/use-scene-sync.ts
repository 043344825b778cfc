// Keeps the scene in step with the props: resolution (fixed or autofit) and view, square style (audit,
// goggles), and the data — a new sceneKey replaces the scene with its transition, a new list of the same
// scene is diffed, and `loading` sends the old squares away until the new scene's first data.
import { useEffect, useRef } from 'react'
import { autofitResolution } from './layout'
import type { Viewport } from './gl/screen-mapping'
import type { BlockGraphProps, GogglesState, GraphTx } from './graph-types'
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
  const drawn = useRef<{ key: string | undefined; txs: readonly GraphTx[] | undefined }>({
    key: undefined,
    txs: undefined,
  })
  const { txs, sceneKey, order, loading } = props
  const transition = props.transition ?? 'none'
  useEffect(() => {
    if (!engine) return
    const now = performance.now()
    const last = drawn.current
    if (loading) {
      if (last.key !== undefined) engine.scene.replace([], order, transition, now, animationMs)
      drawn.current = { key: undefined, txs: undefined }
    } else if (last.key !== sceneKey) {
      engine.scene.replace(txs, order, transition, now, animationMs)
      drawn.current = { key: sceneKey, txs }
    } else if (last.txs !== txs) {
      engine.scene.diff(txs, now, animationMs)
      drawn.current = { key: sceneKey, txs }
    }
    changed()
    // `transition` and `order` describe the change that comes with a new key or list; they do not redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, sceneKey, txs, loading])
}
