// The site's routes, derived (spec §2.1–2.2): every [/lang][/preview][/network] prefix the build serves ×
// every page of core's SITE_PAGES that has a component in PAGES, plus the redirects — mining/blocks on
// signet → blocks, and any other path → its network root, keeping the language prefix. The language prefix
// routed is the one the page was loaded with (each language is its own catalog); a link to another language
// loads that page afresh.
import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import type { RouteObject } from 'react-router'
import { SITE_PAGES } from '../../core'
import type { SiteConfig, SitePageId } from '../../core'
import { lazyPageElement } from './lazy-page'
import { PAGES } from './pages'
import { useSiteEnv } from './site-env'
import { SiteLayout } from './site-layout'
import {
  networkPrefixes,
  networkRootPath,
  pathLang,
  prefixPattern,
  redirectsMiningBlocks,
  routerPattern,
} from './site-routes'
import type { NetworkPrefix } from './site-routes'

const PAGE_IDS = Object.keys(SITE_PAGES) as SitePageId[]

/** Replaces the URL by `to`; a plain not-found text when already there (a build that serves no root). */
function Fallback({ to }: { to: string }) {
  const { pathname } = useLocation()
  if (pathname === to) return <p role="alert">404</p>
  return <Navigate replace to={to} />
}

/** A path in another language than the one routed: the browser loads it (with that language's catalog). */
function LoadPage() {
  const { pathname, search, hash } = useLocation()
  useEffect(() => location.replace(pathname + search + hash), [pathname, search, hash])
  return null
}

/** An unknown path below a prefix: its network root, or a page in another language. */
function PrefixFallback({
  build,
  segment,
  lang,
}: {
  build: SiteConfig['build']
  segment: string
  lang: string | null
}) {
  const { pathname } = useLocation()
  const asked = pathLang(pathname)
  if (asked !== lang && asked !== null) return <LoadPage />
  return <Fallback to={networkRootPath({ build, segment, lang })} />
}

/** A redirect inside the site (history replace, query kept) to `path` on this network and language. */
function SiteRedirect({ path }: { path: `/${string}` }) {
  const { link } = useSiteEnv()
  const { search } = useLocation()
  return <Navigate replace to={{ pathname: link(path), search }} />
}

/** The page routes below one prefix (paths relative to it). */
function pageRoutes({ network }: NetworkPrefix): RouteObject[] {
  return PAGE_IDS.flatMap((id): RouteObject[] => {
    const entry = PAGES[id]
    const element = lazyPageElement(id)
    if (!entry || !element) return []
    const path = routerPattern(SITE_PAGES[id].pattern)
    if (id === 'miningBlocks' && redirectsMiningBlocks(network)) {
      return [{ path, element: <SiteRedirect path="/blocks" /> }]
    }
    return [path === '' ? { index: true, element } : { path, element }]
  })
}

function prefixRoutes(
  config: SiteConfig,
  prefix: NetworkPrefix,
  lang: string | null,
): RouteObject[] {
  const { build } = config
  return [false, true].map((preview) => ({
    path: prefixPattern(lang, preview, prefix.segment),
    element: <SiteLayout config={config} network={prefix.network} lang={lang} preview={preview} />,
    children: [
      ...pageRoutes(prefix),
      { path: '*', element: <PrefixFallback build={build} segment={prefix.segment} lang={lang} /> },
    ],
  }))
}

/** The routes for a page loaded at a path with language prefix `lang` (null: none). */
export function siteRoutes(config: SiteConfig, lang: string | null): RouteObject[] {
  const langs = lang === null ? [null] : [null, lang]
  return [
    ...langs.flatMap((l) =>
      networkPrefixes(config.build).flatMap((p) => prefixRoutes(config, p, l)),
    ),
    { path: '*', element: <Fallback to="/" /> },
  ]
}
