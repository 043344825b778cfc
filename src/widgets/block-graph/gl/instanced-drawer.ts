// The instanced path (WebGL1 + ANGLE_instanced_arrays, or WebGL2 when asked): the records live in one
// vertex buffer read as per-instance attributes (instance-layout.ts); a static 4-corner strip is the quad.
import { compileSquareProgram, made } from './gl-setup'
import type { GlContext, SquareUniforms } from './gl-setup'
import { BYTES_PER_INSTANCE, CORNER_ATTRIBUTE, INSTANCE_ATTRIBUTES } from './instance-layout'
import { SQUARE_FRAGMENT_SHADER } from './shaders/square.frag'
import { SQUARE_INSTANCED_VERTEX_SHADER } from './shaders/square.vert'
import type { SquareDrawer } from './square-drawer'

export function createInstancedDrawer(context: GlContext): SquareDrawer {
  const { gl } = context
  const { program, uniforms } = compileSquareProgram(
    gl,
    SQUARE_INSTANCED_VERTEX_SHADER,
    SQUARE_FRAGMENT_SHADER,
    [CORNER_ATTRIBUTE, ...INSTANCE_ATTRIBUTES.map((attribute) => attribute.name)],
  )
  const corners = made(gl.createBuffer())
  const instances = made(gl.createBuffer())
  gl.bindBuffer(gl.ARRAY_BUFFER, corners)
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW)
  gl.enableVertexAttribArray(0)
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0)
  context.divisor(0, 0)
  gl.bindBuffer(gl.ARRAY_BUFFER, instances)
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

  return {
    method: 'instanced',
    uploadAll(data) {
      gl.bindBuffer(gl.ARRAY_BUFFER, instances)
      gl.bufferData(gl.ARRAY_BUFFER, data, gl.DYNAMIC_DRAW)
    },
    uploadRange(data, from, to) {
      gl.bindBuffer(gl.ARRAY_BUFFER, instances)
      const bytes = data.subarray(from * BYTES_PER_INSTANCE, to * BYTES_PER_INSTANCE)
      gl.bufferSubData(gl.ARRAY_BUFFER, from * BYTES_PER_INSTANCE, bytes)
    },
    use(): SquareUniforms {
      gl.useProgram(program)
      return uniforms
    },
    draw(count) {
      context.drawInstanced(4, count)
    },
    release() {
      gl.deleteBuffer(corners)
      gl.deleteBuffer(instances)
      gl.deleteProgram(program)
    },
  }
}
