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

/** Counts the renderer's real buffer uploads by wrapping the context's bufferData/bufferSubData. */
export function countUploads(renderer: GlRenderer): {
  ranges: number
  full: number
  bytes: number
} {
  const gl = contextOf(renderer) as WebGL2RenderingContext
  const counts = { ranges: 0, full: 0, bytes: 0 }
  const subData = gl.bufferSubData.bind(gl) as (...args: unknown[]) => void
  const data = gl.bufferData.bind(gl) as (...args: unknown[]) => void
  Object.assign(gl, {
    bufferSubData: (...args: unknown[]) => {
      counts.ranges++
      counts.bytes += (args[2] as ArrayBufferView).byteLength
      subData(...args)
    },
    bufferData: (...args: unknown[]) => {
      counts.full++
      if (ArrayBuffer.isView(args[1])) counts.bytes += args[1].byteLength
      data(...args)
    },
  })
  return counts
}
