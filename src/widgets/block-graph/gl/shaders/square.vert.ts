// Vertex shader (GLSL ES 1.00, runs on WebGL1 and WebGL2): one instanced quad per transaction. The
// position/size transition and the colour fade are computed here from the instance's start and end values
// and uNow, so animating costs the CPU nothing per square. Mirrors transition.ts and screen-mapping.ts.
export const SQUARE_VERTEX_SHADER = `
precision highp float;

attribute vec2 aCorner;      // quad corner, -1..1
attribute vec3 aFrom;        // grid x, y, side at the start of the move
attribute vec3 aTo;          // ... at the end
attribute vec2 aMove;        // move start (ms since epoch), duration (ms)
attribute vec4 aColourFrom;  // RGBA, normalized bytes
attribute vec4 aColourTo;
attribute vec2 aFade;        // colour fade start, duration

uniform float uNow;          // ms since epoch
uniform vec2 uViewport;      // canvas size, device px
uniform vec2 uOrigin;        // screen position of grid (0, 0), device px
uniform vec2 uAxisU;         // one grid step in x, device px
uniform vec2 uAxisV;         // one grid step in y
uniform float uCell;         // cell size, device px
uniform float uPadding;      // padding per side, device px

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
}
`
