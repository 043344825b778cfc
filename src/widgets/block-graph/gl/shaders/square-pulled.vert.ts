// Vertex shader of the vertex-pulling path (GLSL ES 3.00: WebGL2). No attributes: vertex `gl_VertexID`
// is corner `id % 6` (two triangles) of square `id / 6`, whose 48-byte record (instance-layout.ts) is three
// RGBA32UI texels of uSquares, SQUARES_PER_ROW squares per texture row (pulled-drawer.ts). Words 0–7 and
// 10–11 are float32 bits; words 8 and 9 are colours, bytes r, g, b, a in memory = a little-endian uint.
import { SQUARES_PER_ROW } from '../instance-layout'
import { SQUARE_MATH } from './square-math.glsl'

export const SQUARE_PULLED_VERTEX_SHADER = `#version 300 es
precision highp float;
precision highp int;
uniform highp usampler2D uSquares;
out vec4 vColour;
${SQUARE_MATH}
vec4 unpackColour(uint c) {
  return vec4(uvec4(c, c >> 8u, c >> 16u, c >> 24u) & 255u) / 255.0;
}
void main() {
  int square = gl_VertexID / 6;
  int k = gl_VertexID - square * 6;
  ivec2 at = ivec2((square % ${SQUARES_PER_ROW}) * 3, square / ${SQUARES_PER_ROW});
  uvec4 a = texelFetch(uSquares, at, 0);
  uvec4 b = texelFetch(uSquares, at + ivec2(1, 0), 0);
  uvec4 c = texelFetch(uSquares, at + ivec2(2, 0), 0);
  vec2 corner = vec2(k == 1 || k == 4 || k == 5 ? 1.0 : -1.0, k == 2 || k == 3 || k == 5 ? 1.0 : -1.0);
  vec3 from = uintBitsToFloat(a.xyz);
  vec3 to = vec3(uintBitsToFloat(a.w), uintBitsToFloat(b.xy));
  gl_Position = squareClip(from, to, uintBitsToFloat(b.zw), corner);
  vColour = mix(unpackColour(c.x), unpackColour(c.y), progressAt(uintBitsToFloat(c.zw)));
}`
