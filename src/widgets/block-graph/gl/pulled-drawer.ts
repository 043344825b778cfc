// The vertex-pulling path (WebGL2): the records live in an RGBA32UI texture, 3 texels per square and
// SQUARES_PER_ROW squares per row, and one drawArrays of 6 vertices per square reads them by gl_VertexID
// (shaders/square-pulled.vert.ts). Same 48 bytes per square as the instanced path, but SwiftShader (the
// WebGL of Chromium without a GPU) runs it about ten times faster: it pays a fixed cost per instance.
import { compileSquareProgram, made } from './gl-setup'
import type { SquareUniforms } from './gl-setup'
import { SQUARES_PER_ROW, TEXELS_PER_SQUARE, WORDS_PER_INSTANCE } from './instance-layout'
import { SQUARE_PULLED_FRAGMENT_SHADER } from './shaders/square.frag'
import { SQUARE_PULLED_VERTEX_SHADER } from './shaders/square-pulled.vert'
import type { SquareDrawer } from './square-drawer'

const ROW_TEXELS = SQUARES_PER_ROW * TEXELS_PER_SQUARE

export function createPulledDrawer(gl: WebGL2RenderingContext): SquareDrawer {
  const { program, uniforms } = compileSquareProgram(
    gl,
    SQUARE_PULLED_VERTEX_SHADER,
    SQUARE_PULLED_FRAGMENT_SHADER,
  )
  const texture = made(gl.createTexture())
  // WebGL2 needs a vertex array bound to draw, even one without attributes.
  const vertexArray = made(gl.createVertexArray())
  const samplerLocation = gl.getUniformLocation(program, 'uSquares')
  gl.activeTexture(gl.TEXTURE0)
  gl.bindTexture(gl.TEXTURE_2D, texture)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST)
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4)

  const words = (data: Uint8Array) =>
    new Uint32Array(data.buffer, data.byteOffset, data.byteLength / 4)
  /** Squares [from, to) lying in one texture row block: rows are whole unless the range starts or ends mid-row. */
  const put = (data: Uint8Array, from: number, to: number) => {
    const row = Math.floor(from / SQUARES_PER_ROW)
    const column = from - row * SQUARES_PER_ROW
    const rows = Math.max(1, Math.floor((to - from) / SQUARES_PER_ROW))
    const width = rows > 1 ? ROW_TEXELS : (to - from) * TEXELS_PER_SQUARE
    gl.texSubImage2D(
      gl.TEXTURE_2D,
      0,
      column * TEXELS_PER_SQUARE,
      row,
      width,
      rows,
      gl.RGBA_INTEGER,
      gl.UNSIGNED_INT,
      words(data),
      from * WORDS_PER_INSTANCE,
    )
  }

  return {
    method: 'pulled',
    uploadAll(data) {
      gl.bindTexture(gl.TEXTURE_2D, texture)
      const rows = data.byteLength / (ROW_TEXELS * 16)
      gl.texImage2D(
        gl.TEXTURE_2D,
        0,
        gl.RGBA32UI,
        ROW_TEXELS,
        rows,
        0,
        gl.RGBA_INTEGER,
        gl.UNSIGNED_INT,
        words(data),
      )
    },
    uploadRange(data, from, to) {
      gl.bindTexture(gl.TEXTURE_2D, texture)
      // At most three calls: the end of the first row, the whole rows between, the start of the last row.
      const firstRowEnd = Math.min(to, Math.ceil((from + 1) / SQUARES_PER_ROW) * SQUARES_PER_ROW)
      put(data, from, firstRowEnd)
      const lastRowStart = Math.max(firstRowEnd, Math.floor(to / SQUARES_PER_ROW) * SQUARES_PER_ROW)
      if (lastRowStart > firstRowEnd) put(data, firstRowEnd, lastRowStart)
      if (to > lastRowStart) put(data, lastRowStart, to)
    },
    use(): SquareUniforms {
      gl.useProgram(program)
      gl.bindVertexArray(vertexArray)
      gl.activeTexture(gl.TEXTURE0)
      gl.bindTexture(gl.TEXTURE_2D, texture)
      gl.uniform1i(samplerLocation, 0)
      return uniforms
    },
    draw(count) {
      gl.drawArrays(gl.TRIANGLES, 0, count * 6)
    },
    release() {
      gl.deleteTexture(texture)
      gl.deleteVertexArray(vertexArray)
      gl.deleteProgram(program)
    },
  }
}
