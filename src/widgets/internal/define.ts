// Registers a custom element once. A second registration (two bundles on one page, a hot reload) warns
// instead of throwing, so loading the same widget twice never breaks the host page.

export function define(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return // server-side import: nothing to register
  const existing = customElements.get(tag)
  if (existing) {
    if (existing !== element)
      console.warn(`<${tag}> is already defined by another script; keeping the first one.`)
    return
  }
  customElements.define(tag, element)
}
