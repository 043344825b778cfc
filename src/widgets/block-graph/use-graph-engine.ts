// The graph's engine, built when the canvas mounts (a ref callback, torn down with it): GlRenderer (pixels)
// ← GraphScene (txs → squares) → SceneHits (what the overlays ask). Follows the canvas size (the renderer
// watches it) and context loss.
import { useCallback, useMemo, useState } from 'react'
import { GlRenderer } from './gl/gl-renderer'
import type { Viewport } from './gl/screen-mapping'
import { GraphScene } from './scene/graph-scene'
import { SceneHits } from './scene/scene-hits'

export interface GraphEngine {
  renderer: GlRenderer
  scene: GraphScene
  hits: SceneHits
}

export interface EngineState {
  /** Give this to the <canvas> as its ref. */
  canvasRef: (canvas: HTMLCanvasElement | null) => (() => void) | undefined
  /** Undefined until the canvas is mounted (and always without WebGL). */
  engine: GraphEngine | undefined
  /** False when the browser cannot draw the graph (no WebGL, or the context could not be made). */
  supported: boolean
  /** CSS size and pixel ratio of the canvas. */
  viewport: Viewport | undefined
  /** True between a context loss and its restore. */
  lost: boolean
}

/** `resolution`: the grid the scene starts with (later changes go through scene.setResolution). */
export function useGraphEngine(resolution: number): EngineState {
  const probed = useMemo(() => GlRenderer.supported(), [])
  const [failed, setFailed] = useState(false)
  const [engine, setEngine] = useState<GraphEngine>()
  const [viewport, setViewport] = useState<Viewport>()
  const [lost, setLost] = useState(false)
  const [initialResolution] = useState(resolution)

  const canvasRef = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas || !probed) return undefined
      let renderer: GlRenderer
      try {
        renderer = new GlRenderer(canvas, {
          onResize: (next) => setViewport({ ...next }),
          onContextLost: () => setLost(true),
          onContextRestored: () => setLost(false),
        })
      } catch {
        setFailed(true)
        return undefined
      }
      const scene = new GraphScene(renderer, initialResolution)
      const hits = new SceneHits(scene, () => ({
        grid: renderer.view,
        viewport: renderer.viewport,
      }))
      setViewport({ ...renderer.viewport })
      setEngine({ renderer, scene, hits })
      return () => {
        renderer.destroy()
        setEngine(undefined)
      }
    },
    [probed, initialResolution],
  )

  return { canvasRef, engine, supported: probed && !failed, viewport, lost }
}
