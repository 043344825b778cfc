// Each page's code is its own chunk, loaded when the page is first shown (with the loading state meanwhile);
// pages marked preload are fetched 1,500 ms after start (spec §2.2), so that following a link to them is quick.
import { lazy, Suspense } from 'react'
import type { ComponentType, LazyExoticComponent, ReactElement } from 'react'
import type { SitePageId } from '../../core'
import { PageLoading } from './page-states'
import { PAGES } from './pages'

export const PRELOAD_DELAY_MS = 1500

const components = new Map<SitePageId, LazyExoticComponent<ComponentType>>()

/** The page of `id` behind its loading state; undefined when PAGES has none. Call while building routes. */
export function lazyPageElement(id: SitePageId): ReactElement | undefined {
  const entry = PAGES[id]
  if (!entry) return undefined
  let Page = components.get(id)
  if (!Page) {
    Page = lazy(entry.load)
    components.set(id, Page)
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  )
}

/** Starts fetching the preload pages' chunks after the delay; returns the cancel. */
export function schedulePreload(delayMs = PRELOAD_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    for (const entry of Object.values(PAGES)) if (entry.preload) void entry.load()
  }, delayMs)
  return () => clearTimeout(timer)
}
