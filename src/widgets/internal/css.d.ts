// CSS files are imported as text (`?inline`) and adopted into each widget's shadow root.
declare module '*.css?inline' {
  const css: string
  export default css
}
