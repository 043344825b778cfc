// Puts CSS text into a shadow root. Constructable sheets are shared by every instance and allowed under a
// strict CSP (no inline <style>); a <style> node (textContent, never HTML) is the fallback for old engines.

const sheets = new Map<string, CSSStyleSheet>()

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

function supportsAdoption(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  )
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (supportsAdoption(root)) {
    const ours = cssTexts.map(sheetFor)
    const others = root.adoptedStyleSheets.filter((sheet) => !ours.includes(sheet))
    root.adoptedStyleSheets = [...others, ...ours]
    return
  }
  if (root.querySelector('style[data-mp-styles]')) return
  // Prepended last-first so the sheets keep their order ahead of the widget's content.
  for (const css of [...cssTexts].reverse()) {
    const style = root.ownerDocument.createElement('style')
    style.dataset['mpStyles'] = ''
    style.textContent = css
    root.prepend(style)
  }
}
