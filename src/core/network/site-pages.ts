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

// `*` is one non-empty segment, `**` any number of segments (none included).
const PAGES: readonly (readonly [pattern: string, framing: PageFraming])[] = [
  ['', 'default'],
  ['block/*', 'default'],
  ['tx/*', 'default'],
  ['address/*', 'default'],
  ['mempool-block/*', 'default'],
  ['blocks', 'default'],
  ['graphs/**', 'default'],
  ['mining/**', 'default'],
  ['docs/**', 'default'],
  ['status', 'default'],
  ['clock/**', 'embeddable'],
  // the embeddable views (spec §2.2): block, projected block and eight blocks
  ['view/block/*', 'embeddable'],
  ['view/mempool-block/*', 'embeddable'],
  ['view/blocks', 'embeddable'],
  ['wallet', 'embeddable'],
  ['login', 'private'],
  ['services/**', 'private'],
]

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/')
  for (const [i, part] of parts.entries()) {
    if (part === '**') return true
    const segment = segments[i]
    if (segment === undefined || (part !== '*' && part !== segment)) return false
  }
  return segments.length === parts.length
}

/** How a site page may be framed, or undefined when `url` (path, query allowed) is no page of the site. */
export function sitePageFraming(url: string): PageFraming | undefined {
  const { network, path } = parseExplorerPath(url)
  if (!(SITE_NETWORKS as readonly Network[]).includes(network)) return undefined
  const cut = path.search(/[?#]/)
  const segments = (cut === -1 ? path : path.slice(0, cut)).split('/').slice(1)
  if (segments.at(-1) === '') segments.pop()
  if (segments.includes('')) return undefined
  return PAGES.find(([pattern]) => matches(pattern, segments))?.[1]
}
