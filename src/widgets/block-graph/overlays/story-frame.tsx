// Storybook only: a shadow root with the theme tokens and the overlays' CSS, as <BlockGraph> gives them,
// but with no client (the overlays fall back to English and mainnet outside a widget root).
import { useLayoutEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from '../../internal/adopt-styles'
import { themeStyles } from '../../internal/theme-styles'
import overlayStyles from './overlays.css?inline'

const frameCss = `.story-graph { position: relative; background: var(--_mp-bg); color: var(--_mp-text);
  padding: 1rem; min-block-size: 420px; box-sizing: border-box; }
.story-square { position: absolute; box-sizing: border-box; border: 1px solid var(--_mp-bg); }`

export function StoryFrame(props: { children: ReactNode; theme?: 'dark' | 'light' }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useLayoutEffect(() => {
    if (root) adoptStyles(root, [...themeStyles, overlayStyles, frameCss])
  }, [root])
  const attach = (element: HTMLDivElement | null): void => {
    if (element && !root) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }))
  }
  return (
    <div ref={attach} {...{ theme: props.theme ?? 'dark' }}>
      {root && createPortal(<div className="story-graph">{props.children}</div>, root)}
    </div>
  )
}
