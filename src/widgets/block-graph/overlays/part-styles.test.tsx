// @vitest-environment happy-dom
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { usePartStyles } from './part-styles'
import { mount } from './test-kit'
import type { Mounted } from './test-kit'

let mounted: Mounted | undefined
afterEach(() => mounted?.unmount())

function Part(props: { css: string }) {
  const ref = useRef<HTMLDivElement>(null)
  usePartStyles(ref, props.css)
  return <div ref={ref}>part</div>
}

const sheetTexts = (root: ShadowRoot): string[] => [
  ...root.adoptedStyleSheets.map((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText).join(''),
  ),
  ...[...root.querySelectorAll('style')].map((style) => style.textContent ?? ''),
]

describe('usePartStyles', () => {
  it('adds the part’s sheet to the shadow root it renders in and keeps the sheets already there', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const graphSheet = new CSSStyleSheet()
    graphSheet.replaceSync('.graph { color: red; }')
    shadow.adoptedStyleSheets = [graphSheet]
    const slot = document.createElement('div')
    shadow.append(slot)
    const { createRoot } = await import('react-dom/client')
    const { act } = await import('react')
    const root = createRoot(slot)
    await act(async () => root.render(<Part css=".tx-table { color: blue; }" />))
    const texts = sheetTexts(shadow).join('\n')
    expect(texts).toContain('.graph')
    expect(texts).toContain('.tx-table')
    act(() => root.unmount())
    host.remove()
  })

  it('does nothing outside a shadow root', async () => {
    mounted = await mount(<Part css=".x { color: blue; }" />)
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })
})
