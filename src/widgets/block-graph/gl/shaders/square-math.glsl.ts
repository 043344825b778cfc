// GLSL shared by both vertex shaders (valid in GLSL ES 1.00 and 3.00): the transition curve and the
// grid-to-clip mapping. Mirrors transition.ts and screen-mapping.ts; comments stay out of the GLSL string
// so they do not ship to browsers.
//
// Uniforms: uNow (ms since the store's epoch), uViewport (canvas, device px), uOrigin (screen position of
// grid (0, 0)), uAxisU / uAxisV (one grid step in x / y), uCell and uPadding (device px).
// progressAt(start, duration): 0–1, a duration of 0 means "at the end".
// squareClip(from, to, move, corner): clip position of a quad corner (-1..1) of the square moving from
// `from` to `to` (grid x, y, side) over `move` (start, duration).
export const SQUARE_MATH = `uniform float uNow;
uniform vec2 uViewport;
uniform vec2 uOrigin;
uniform vec2 uAxisU;
uniform vec2 uAxisV;
uniform float uCell;
uniform float uPadding;
float progressAt(vec2 timing) {
  if (timing.y <= 0.0) return 1.0;
  return clamp((uNow - timing.x) / timing.y, 0.0, 1.0);
}
float easeInOut(float t) {
  if (t < 0.5) return 4.0 * t * t * t;
  float u = -2.0 * t + 2.0;
  return 1.0 - u * u * u / 2.0;
}
vec4 squareClip(vec3 from, vec3 to, vec2 move, vec2 corner) {
  vec3 square = mix(from, to, easeInOut(progressAt(move)));
  float halfSide = max(0.0, square.z * uCell - 2.0 * uPadding) * 0.5;
  vec2 centre = uOrigin + (square.x + square.z * 0.5) * uAxisU + (square.y + square.z * 0.5) * uAxisV;
  vec2 pixel = centre + corner * halfSide;
  return vec4(pixel.x / uViewport.x * 2.0 - 1.0, 1.0 - pixel.y / uViewport.y * 2.0, 0.0, 1.0);
}
`
