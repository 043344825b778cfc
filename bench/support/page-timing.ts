// In-page instruments for the widget benchmark, passed to Playwright as functions (they run in the browser):
// a WebSocket wrapper noting when the first socket opens, and a requestAnimationFrame poll that notes when
// the widgets first show everything the init frame carries.

export interface ReadyTarget {
  /** Projected tiles the strip should show with figures (0: no strip on the page). */
  projected: number
  /** Mined heights that must show as loaded cubes. */
  heights: number[]
  /** Whether a footer is on the page and must show its figures. */
  footer: boolean
}

declare global {
  interface Window {
    __benchSocketOpenMs?: number
    __benchReadyMs?: number
  }
}

/** Page init script: the first WebSocket `open` stamps performance.now() on window.__benchSocketOpenMs. */
export function instrumentWebSocket(): void {
  const Native = window.WebSocket
  class TimedWebSocket extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      this.addEventListener('open', () => {
        window.__benchSocketOpenMs ??= performance.now()
      })
    }
  }
  window.WebSocket = TimedWebSocket
}

/**
 * Resolves with performance.now() at the first animation frame where the strip shows `projected` tiles
 * with figures and a loaded cube for every height, and the footer (if any) shows its figures; rejects
 * after `timeoutMs`.
 */
export function waitUntilReady([target, timeoutMs]: [ReadyTarget, number]): Promise<number> {
  /** querySelectorAll through open shadow roots. */
  const deepAll = (root: ParentNode, selector: string): Element[] => {
    const found = [...root.querySelectorAll(selector)]
    for (const el of root.querySelectorAll('*'))
      if (el.shadowRoot) found.push(...deepAll(el.shadowRoot, selector))
    return found
  }
  const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? ''
  const ready = (): boolean => {
    if (target.projected > 0) {
      const tiles = deepAll(document, '.projected-list .cube.projected:not(.loading)')
      if (tiles.length < target.projected) return false
      if (tiles.some((tile) => text(tile.querySelector('[data-figure="median"]')) === ''))
        return false
      const loaded = new Set(
        deepAll(document, '.mined-list .cube.loaded').map((cube) =>
          cube.closest('[data-height]')?.getAttribute('data-height'),
        ),
      )
      if (target.heights.some((height) => !loaded.has(String(height)))) return false
    }
    if (target.footer) {
      const footer = deepAll(document, 'mempool-footer')[0]
      if (!footer) return false
      const scope = footer.shadowRoot ?? footer
      const figures = ['unconfirmed', 'size', 'rate'].map((name) =>
        text(deepAll(scope, `[data-figure="${name}"]`)[0]),
      )
      if (figures.some((figure) => figure === '' || figure.includes('…'))) return false
    }
    return true
  }
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const poll = () => {
      if (ready()) {
        window.__benchReadyMs = performance.now()
        resolve(window.__benchReadyMs)
      } else if (performance.now() - started > timeoutMs)
        reject(new Error('widgets did not show the init frame in time'))
      else requestAnimationFrame(poll)
    }
    poll()
  })
}
