// WebGL setup: the context (WebGL2, else WebGL1 with ANGLE_instanced_arrays), the square program (compiled
// through twgl), the static quad and the instance buffer with its attribute pointers. Everything here is
// rebuilt from scratch after a context loss.
import { createProgram } from 'twgl.js'
import { BYTES_PER_INSTANCE, CORNER_ATTRIBUTE, INSTANCE_ATTRIBUTES } from './instance-layout'
import { SQUARE_FRAGMENT_SHADER } from './shaders/square.frag'
import { SQUARE_VERTEX_SHADER } from './shaders/square.vert'

type GL = WebGLRenderingContext | WebGL2RenderingContext

/** A context with instancing, whichever WebGL version provided it. */
export interface GlContext {
  readonly gl: GL
  readonly webgl2: boolean
  divisor(location: number, divisor: number): void
  drawInstanced(vertices: number, instances: number): void
}

/** Uniform locations of the square program. */
export interface SquareUniforms {
  now: WebGLUniformLocation | null
  viewport: WebGLUniformLocation | null
  origin: WebGLUniformLocation | null
  axisU: WebGLUniformLocation | null
  axisV: WebGLUniformLocation | null
  cell: WebGLUniformLocation | null
  padding: WebGLUniformLocation | null
}

/** GPU objects that die with the context. */
export interface GlResources {
  readonly program: WebGLProgram
  readonly uniforms: SquareUniforms
  readonly corners: WebGLBuffer
  readonly instances: WebGLBuffer
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
      webgl2: true,
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
    webgl2: false,
    divisor: (location, divisor) => instancing.vertexAttribDivisorANGLE(location, divisor),
    drawInstanced: (vertices, instances) =>
      instancing.drawArraysInstancedANGLE(gl.TRIANGLE_STRIP, 0, vertices, instances),
  }
}

/** Thrown when the square program does not compile or link. */
export class GlSetupError extends Error {
  override name = 'GlSetupError'
}

/** Compiles the program and creates the buffers; the instance buffer starts with `instanceBytes`. */
export function createResources(context: GlContext, instanceBytes: Uint8Array): GlResources {
  const { gl } = context
  const errors: string[] = []
  const attribLocations = [CORNER_ATTRIBUTE, ...INSTANCE_ATTRIBUTES.map((a) => a.name)]
  const program = createProgram(gl, [SQUARE_VERTEX_SHADER, SQUARE_FRAGMENT_SHADER], {
    attribLocations,
    errorCallback: (message: string) => errors.push(message),
  }) as WebGLProgram | null
  const corners = gl.createBuffer()
  const instances = gl.createBuffer()
  if (!program || !corners || !instances) {
    throw new GlSetupError(errors.join('\n') || 'WebGL resources could not be created')
  }
  gl.bindBuffer(gl.ARRAY_BUFFER, corners)
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW)
  gl.enableVertexAttribArray(0)
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0)
  context.divisor(0, 0)

  gl.bindBuffer(gl.ARRAY_BUFFER, instances)
  gl.bufferData(gl.ARRAY_BUFFER, instanceBytes, gl.DYNAMIC_DRAW)
  INSTANCE_ATTRIBUTES.forEach((attribute, index) => {
    const location = index + 1
    const type = attribute.bytes ? gl.UNSIGNED_BYTE : gl.FLOAT
    gl.enableVertexAttribArray(location)
    gl.vertexAttribPointer(
      location,
      attribute.size,
      type,
      attribute.bytes,
      BYTES_PER_INSTANCE,
      attribute.offset,
    )
    context.divisor(location, 1)
  })

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
  gl.useProgram(program)
  gl.enable(gl.BLEND)
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA)
  return { program, uniforms, corners, instances }
}

/** Frees the GPU objects (no-op on a lost context). */
export function deleteResources(gl: GL, resources: GlResources): void {
  gl.deleteBuffer(resources.corners)
  gl.deleteBuffer(resources.instances)
  gl.deleteProgram(resources.program)
}
