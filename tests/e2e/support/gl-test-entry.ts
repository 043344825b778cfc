// Browser-side helpers for tests/e2e/gl-renderer.spec.ts, bundled together with the GL layer.
import type { GlRenderer } from '../../../src/widgets/block-graph/gl/index'

export * from '../../../src/widgets/block-graph/gl/index'

type GL = WebGLRenderingContext | WebGL2RenderingContext

/** The renderer's context (getContext hands back the existing one). */
export function contextOf(renderer: GlRenderer): GL {
  const gl = renderer.canvas.getContext(renderer.webgl2 ? 'webgl2' : 'webgl') as GL | null
  if (!gl) throw new Error('no context')
  return gl
}

/** Draws synchronously, then reads the RGBA bytes at device-pixel points (y from the top). */
export function drawAndRead(renderer: GlRenderer, points: Array<[number, number]>): number[][] {
  renderer.drawNow()
  const gl = contextOf(renderer)
  const pixel = new Uint8Array(4)
  return points.map(([x, y]) => {
    gl.readPixels(
      Math.floor(x),
      renderer.canvas.height - 1 - Math.floor(y),
      1,
      1,
      gl.RGBA,
      gl.UNSIGNED_BYTE,
      pixel,
    )
    return [...pixel]
  })
}

/**
 * Counts the renderer's real uploads by wrapping the context's upload calls: `ranges` = bufferSubData or
 * texSubImage2D calls, `full` = bufferData or texImage2D calls, `bytes` = what they sent.
 */
export function countUploads(renderer: GlRenderer): {
  ranges: number
  full: number
  bytes: number
} {
  const gl = contextOf(renderer) as WebGL2RenderingContext
  const counts = { ranges: 0, full: 0, bytes: 0 }
  const wrap = (name: string, kind: 'ranges' | 'full', bytes: (args: unknown[]) => number) => {
    const original = (gl as unknown as Record<string, (...args: unknown[]) => void>)[name]
    if (!original) return
    Object.assign(gl, {
      [name]: (...args: unknown[]) => {
        counts[kind]++
        counts.bytes += bytes(args)
        original.apply(gl, args)
      },
    })
  }
  const viewBytes = (value: unknown) => (ArrayBuffer.isView(value) ? value.byteLength : 0)
  wrap('bufferSubData', 'ranges', (args) => viewBytes(args[2]))
  wrap('bufferData', 'full', (args) => viewBytes(args[1]))
  // RGBA32UI texels are 16 bytes: width × height × 16.
  wrap('texSubImage2D', 'ranges', (args) => Number(args[4]) * Number(args[5]) * 16)
  wrap('texImage2D', 'full', (args) => Number(args[3]) * Number(args[4]) * 16)
  return counts
}
