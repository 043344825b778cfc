// WebGL setup shared by both drawing paths: the context (WebGL2, else WebGL1 with ANGLE_instanced_arrays)
// and the square program (compiled through twgl) with its uniform locations. Everything GPU-side is
// rebuilt from scratch after a context loss.
import { createProgram } from 'twgl.js'

export type GL = WebGLRenderingContext | WebGL2RenderingContext

/** A context with instancing, whichever WebGL version provided it. */
export interface GlContext {
  readonly gl: GL
  /** The WebGL2 context, when that is what we have (the vertex-pulling path needs it). */
  readonly gl2: WebGL2RenderingContext | undefined
  divisor(location: number, divisor: number): void
  drawInstanced(vertices: number, instances: number): void
}

/** Uniform locations of a square program (both paths declare the same uniforms). */
export interface SquareUniforms {
  now: WebGLUniformLocation | null
  viewport: WebGLUniformLocation | null
  origin: WebGLUniformLocation | null
  axisU: WebGLUniformLocation | null
  axisV: WebGLUniformLocation | null
  cell: WebGLUniformLocation | null
  padding: WebGLUniformLocation | null
}

const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  premultipliedAlpha: true,
  antialias: false,
  depth: false,
  stencil: false,
  preserveDrawingBuffer: false,
  powerPreference: 'low-power',
}

/** Opens a context on `canvas`, or undefined when the browser has no usable WebGL. */
export function openContext(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  webgl1Only = false,
): GlContext | undefined {
  const gl2 = webgl1Only
    ? null
    : (canvas.getContext('webgl2', CONTEXT_ATTRIBUTES) as WebGL2RenderingContext | null)
  if (gl2) {
    return {
      gl: gl2,
      gl2,
      divisor: (location, divisor) => gl2.vertexAttribDivisor(location, divisor),
      drawInstanced: (vertices, instances) =>
        gl2.drawArraysInstanced(gl2.TRIANGLE_STRIP, 0, vertices, instances),
    }
  }
  const gl = canvas.getContext('webgl', CONTEXT_ATTRIBUTES) as WebGLRenderingContext | null
  const instancing = gl?.getExtension('ANGLE_instanced_arrays')
  if (!gl || !instancing) return undefined
  return {
    gl,
    gl2: undefined,
    divisor: (location, divisor) => instancing.vertexAttribDivisorANGLE(location, divisor),
    drawInstanced: (vertices, instances) =>
      instancing.drawArraysInstancedANGLE(gl.TRIANGLE_STRIP, 0, vertices, instances),
  }
}

/** Thrown when a square program does not compile or link, or a GPU object cannot be made. */
export class GlSetupError extends Error {
  override name = 'GlSetupError'
}

/** Compiles and links a square program (attribute `names[i]` at location i) and finds its uniforms. */
export function compileSquareProgram(
  gl: GL,
  vertexShader: string,
  fragmentShader: string,
  names: readonly string[] = [],
): { program: WebGLProgram; uniforms: SquareUniforms } {
  const errors: string[] = []
  const program = createProgram(gl, [vertexShader, fragmentShader], {
    attribLocations: [...names],
    errorCallback: (message: string) => errors.push(message),
  }) as WebGLProgram | null
  if (!program) throw new GlSetupError(errors.join('\n') || 'the square program did not link')
  const uniform = (name: string) => gl.getUniformLocation(program, name)
  const uniforms: SquareUniforms = {
    now: uniform('uNow'),
    viewport: uniform('uViewport'),
    origin: uniform('uOrigin'),
    axisU: uniform('uAxisU'),
    axisV: uniform('uAxisV'),
    cell: uniform('uCell'),
    padding: uniform('uPadding'),
  }
  return { program, uniforms }
}

/** A GPU object, or GlSetupError when the context could not make it (e.g. lost meanwhile). */
export function made<T>(object: T | null): T {
  if (object === null) throw new GlSetupError('WebGL could not create a buffer or texture')
  return object
}
