// Which component draws each page of core's SITE_PAGES (the one list of the site's paths), loaded lazily: each
// page is its own chunk. Pages of later issues (mining dashboard, graphs, wallet, login, services) have no entry
// yet; their paths fall back to the network root like any unknown path.
import type { ComponentType } from 'react'
import type { SitePageId } from '../../core'

export interface PageEntry {
  readonly load: () => Promise<{ default: ComponentType }>
  /** Fetched 1,500 ms after start (spec §2.2 "Route preload delay is 1500 ms for routes marked preload"). */
  readonly preload?: boolean
  /** Full-window pages (the embeddable views, the clock): no header, no footer bar. */
  readonly bare?: boolean
}

export const PAGES: Partial<Record<SitePageId, PageEntry>> = {
  home: { load: () => import('../pages/home/home-page'), preload: true },
  block: { load: () => import('../pages/block/block-page'), preload: true },
  tx: { load: () => import('../pages/tx/tx-page'), preload: true },
  address: { load: () => import('../pages/address/address-page') },
  mempoolBlock: { load: () => import('../pages/mempool-block/mempool-block-page') },
  blocks: { load: () => import('../pages/blocks/blocks-page') },
  miningBlocks: { load: () => import('../pages/blocks/blocks-page') },
  rbf: { load: () => import('../pages/rbf/rbf-page') },
  miningPool: { load: () => import('../pages/mining-pool/mining-pool-page') },
  status: { load: () => import('../pages/status/status-page') },
  docs: { load: () => import('../pages/docs/docs-page') },
  clock: { load: () => import('../clock/clock-page'), bare: true },
  viewBlock: { load: () => import('../views/block-view-page'), bare: true },
  viewMempoolBlock: { load: () => import('../views/mempool-block-view-page'), bare: true },
  viewBlocks: { load: () => import('../views/blocks-view-page'), bare: true },
}
