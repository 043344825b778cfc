// Reads the theme's graph colours into the scene on mount and again whenever the theme can have changed:
// the host's theme/palette/style/class attributes, or the reader's colour scheme (theme="auto").
import { useEffect } from 'react'
import { readThemeColours } from './scene/read-theme-colours'
import type { GraphEngine } from './use-graph-engine'

const WATCHED_ATTRIBUTES = ['theme', 'palette', 'style', 'class']

export function useGraphColours(
  engine: GraphEngine | undefined,
  host: HTMLElement,
  onChange: () => void,
): void {
  useEffect(() => {
    if (!engine) return
    const canvas = engine.renderer.canvas
    const apply = () => {
      engine.scene.setColours(readThemeColours(canvas), performance.now())
      onChange()
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(host, { attributes: true, attributeFilter: WATCHED_ATTRIBUTES })
    const scheme =
      typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: light)') : undefined
    scheme?.addEventListener('change', apply)
    return () => {
      observer.disconnect()
      scheme?.removeEventListener('change', apply)
    }
  }, [engine, host, onChange])
}
