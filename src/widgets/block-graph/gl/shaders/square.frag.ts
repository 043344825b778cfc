// Fragment shader: the square's colour, premultiplied for the canvas's premultiplied alpha.
export const SQUARE_FRAGMENT_SHADER = `precision mediump float;
varying vec4 vColour;
void main() {
  gl_FragColor = vec4(vColour.rgb * vColour.a, vColour.a);
}`
