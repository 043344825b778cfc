// The explorer's page paths (spec §2.1–2.2), declared once: the server answers these with the site (200) and
// everything else with the site's not-found page (404), and it frames each family by its kind. The optional
// [/lang][/preview][/network] prefix is read by parseExplorerPath.
import { parseExplorerPath } from './parse-path'
import type { Network } from './networks'

/** The networks the explorer site serves (mainnet has no prefix). */
export const SITE_NETWORKS = ['mainnet', 'testnet', 'signet'] as const satisfies readonly Network[]
export type SiteNetwork = (typeof SITE_NETWORKS)[number]

/**
 * Who may frame a page: `embeddable` views any origin (embedding is the product), `private` pages (login,
 * account, accelerator) nobody, every other page only what the server is configured for (same origin).
 */
export type PageFraming = 'embeddable' | 'private' | 'default'

// `:name` is one non-empty segment (the route parameter's name), `**` any number of segments (none included).
// Order matters: the first match wins. The site maps each id to its page; the server answers these paths with
// the site (200) and frames each by its kind.
export const SITE_PAGES = {
  home: { pattern: '', framing: 'default' },
  block: { pattern: 'block/:id', framing: 'default' },
  tx: { pattern: 'tx/:txid', framing: 'default' },
  address: { pattern: 'address/:address', framing: 'default' },
  mempoolBlock: { pattern: 'mempool-block/:index', framing: 'default' },
  blocks: { pattern: 'blocks', framing: 'default' },
  rbf: { pattern: 'rbf', framing: 'default' },
  miningPool: { pattern: 'mining/pool/:slug', framing: 'default' },
  miningBlocks: { pattern: 'mining/blocks', framing: 'default' },
  mining: { pattern: 'mining/**', framing: 'default' },
  graphs: { pattern: 'graphs/**', framing: 'default' },
  docs: { pattern: 'docs/**', framing: 'default' },
  status: { pattern: 'status', framing: 'default' },
  clock: { pattern: 'clock/**', framing: 'embeddable' },
  // the embeddable views (spec §2.2): block, projected block and eight blocks
  viewBlock: { pattern: 'view/block/:id', framing: 'embeddable' },
  viewMempoolBlock: { pattern: 'view/mempool-block/:index', framing: 'embeddable' },
  viewBlocks: { pattern: 'view/blocks', framing: 'embeddable' },
  wallet: { pattern: 'wallet', framing: 'embeddable' },
  login: { pattern: 'login', framing: 'private' },
  services: { pattern: 'services/**', framing: 'private' },
} as const satisfies Record<string, { pattern: string; framing: PageFraming }>

export type SitePageId = keyof typeof SITE_PAGES
const PAGE_IDS = Object.keys(SITE_PAGES) as SitePageId[]

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/')
  for (const [i, part] of parts.entries()) {
    if (part === '**') return true
    const segment = segments[i]
    if (segment === undefined || (!part.startsWith(':') && part !== segment)) return false
  }
  return segments.length === parts.length
}

/** Which page of the site `url` (path, query allowed) is, or undefined when it is none. */
export function sitePageOf(url: string): SitePageId | undefined {
  const { network, path } = parseExplorerPath(url)
  if (!(SITE_NETWORKS as readonly Network[]).includes(network)) return undefined
  const cut = path.search(/[?#]/)
  const segments = (cut === -1 ? path : path.slice(0, cut)).split('/').slice(1)
  if (segments.at(-1) === '') segments.pop()
  if (segments.includes('')) return undefined
  return PAGE_IDS.find((id) => matches(SITE_PAGES[id].pattern, segments))
}

/** How a site page may be framed, or undefined when `url` is no page of the site. */
export function sitePageFraming(url: string): PageFraming | undefined {
  const id = sitePageOf(url)
  return id === undefined ? undefined : SITE_PAGES[id].framing
}
