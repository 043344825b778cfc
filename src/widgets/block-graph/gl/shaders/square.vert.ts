// Vertex shader of the instanced path (GLSL ES 1.00: WebGL1 with ANGLE_instanced_arrays): one instance
// per square, its 48-byte record read as attributes (instance-layout.ts), the quad's corner per vertex.
//
// Attributes: aCorner  quad corner, -1..1 (per vertex)
//             aFrom / aTo  grid x, y, side at the start / end of the move; aMove  start, duration (ms)
//             aColourFrom / aColourTo  RGBA as normalized bytes; aFade  colour fade start, duration
import { SQUARE_MATH } from './square-math.glsl'

export const SQUARE_INSTANCED_VERTEX_SHADER = `precision highp float;
attribute vec2 aCorner;
attribute vec3 aFrom;
attribute vec3 aTo;
attribute vec2 aMove;
attribute vec4 aColourFrom;
attribute vec4 aColourTo;
attribute vec2 aFade;
varying vec4 vColour;
${SQUARE_MATH}
void main() {
  gl_Position = squareClip(aFrom, aTo, aMove, aCorner);
  vColour = mix(aColourFrom, aColourTo, progressAt(aFade));
}`
