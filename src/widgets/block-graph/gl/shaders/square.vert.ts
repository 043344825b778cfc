// Vertex shader (GLSL ES 1.00, runs on WebGL1 and WebGL2): one instanced quad per transaction. The
// position/size transition and the colour fade are computed here from the instance's start and end values
// and uNow, so animating costs the CPU nothing per square. Mirrors transition.ts and screen-mapping.ts.
// The comments live out here, not in the GLSL, so they do not ship to browsers.
//
// Attributes: aCorner  quad corner, -1..1 (per vertex)
//             aFrom    grid x, y, side at the start of the move; aTo the same at its end
//             aMove    move start (ms since the store's epoch), duration (ms; 0 = at the end)
//             aColourFrom, aColourTo  RGBA as normalized bytes; aFade  colour fade start, duration
// Uniforms:   uNow (ms since epoch), uViewport (canvas, device px), uOrigin (screen position of grid
//             (0, 0)), uAxisU / uAxisV (one grid step in x / y), uCell and uPadding (device px)
export const SQUARE_VERTEX_SHADER = `precision highp float;
attribute vec2 aCorner;
attribute vec3 aFrom;
attribute vec3 aTo;
attribute vec2 aMove;
attribute vec4 aColourFrom;
attribute vec4 aColourTo;
attribute vec2 aFade;
uniform float uNow;
uniform vec2 uViewport;
uniform vec2 uOrigin;
uniform vec2 uAxisU;
uniform vec2 uAxisV;
uniform float uCell;
uniform float uPadding;
varying vec4 vColour;
float progressAt(vec2 timing) {
  if (timing.y <= 0.0) return 1.0;
  return clamp((uNow - timing.x) / timing.y, 0.0, 1.0);
}
float easeInOut(float t) {
  if (t < 0.5) return 4.0 * t * t * t;
  float u = -2.0 * t + 2.0;
  return 1.0 - u * u * u / 2.0;
}
void main() {
  vec3 square = mix(aFrom, aTo, easeInOut(progressAt(aMove)));
  float halfSide = max(0.0, square.z * uCell - 2.0 * uPadding) * 0.5;
  vec2 centre = uOrigin + (square.x + square.z * 0.5) * uAxisU + (square.y + square.z * 0.5) * uAxisV;
  vec2 pixel = centre + aCorner * halfSide;
  gl_Position = vec4(pixel.x / uViewport.x * 2.0 - 1.0, 1.0 - pixel.y / uViewport.y * 2.0, 0.0, 1.0);
  vColour = mix(aColourFrom, aColourTo, progressAt(aFade));
}`
