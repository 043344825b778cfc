// Fragment shaders: the square's colour, premultiplied for the canvas's premultiplied alpha. One per GLSL
// version, since a program's two shaders must share it.
export const SQUARE_FRAGMENT_SHADER = `precision mediump float;
varying vec4 vColour;
void main() {
  gl_FragColor = vec4(vColour.rgb * vColour.a, vColour.a);
}`

export const SQUARE_PULLED_FRAGMENT_SHADER = `#version 300 es
precision mediump float;
in vec4 vColour;
out vec4 colour;
void main() {
  colour = vec4(vColour.rgb * vColour.a, vColour.a);
}`
