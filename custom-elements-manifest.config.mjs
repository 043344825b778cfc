// custom-elements.json comes from each element's JSDoc header (@tag, @summary, @attr, @fires, @cssprop,
// @csspart on the `class … extends r2wc(...)` declaration). The analyzer reads those tags; this plugin only
// corrects what it infers from the r2wc wrapper: r2wc is not a mixin and the React component is not the
// superclass (the element extends HTMLElement), and the tag is registered by our define().
function r2wcElements() {
  return {
    name: 'mempool-widgets-r2wc',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue
          if (declaration.mixins?.some((mixin) => mixin.name === 'r2wc')) {
            delete declaration.mixins
            declaration.superclass = { name: 'HTMLElement' }
          }
          const exports = (module.exports ??= [])
          if (declaration.tagName && !exports.some((e) => e.kind === 'custom-element-definition')) {
            exports.push({
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: module.path },
            })
          }
        }
      }
    },
  }
}

export default {
  globs: ['src/widgets/*/*.element.ts'],
  exclude: ['**/*.test.*', '**/*.stories.*'],
  outdir: '.',
  dependencies: false,
  plugins: [r2wcElements()],
}
