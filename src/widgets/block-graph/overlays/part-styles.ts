// Styles of an overlay that loads on first use (tooltip, table, goggles panel): the part adopts its own sheet
// into the shadow root it renders in when it mounts, next to the graph's (adoptStyles keeps those). Engines
// without constructable sheets get a <style> per sheet, once.
import { useLayoutEffect } from 'react'
import type { RefObject } from 'react'
import { adoptStyles } from '../../internal/adopt-styles'

const canAdopt = (root: ShadowRoot): boolean =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype

function addPartStyles(root: ShadowRoot, css: string): void {
  if (canAdopt(root)) return adoptStyles(root, [css])
  const present = [...root.querySelectorAll('style[data-mp-part]')].some(
    (style) => style.textContent === css,
  )
  if (present) return
  const style = root.ownerDocument.createElement('style')
  style.dataset['mpPart'] = ''
  style.textContent = css
  root.append(style)
}

/** Adopts `css` into the shadow root `ref` renders in (nothing outside one: a test or a bare host). */
export function usePartStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (root instanceof ShadowRoot) addPartStyles(root, css)
  }, [ref, css])
}
