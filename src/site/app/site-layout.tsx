// The layout of every page under one [/lang][/preview][/network] prefix: it sets the document's lang and dir
// (the page language: the prefix, else the reader's cookie or browser languages), provides the SiteEnv (one
// client per network, links that keep the URL's language prefix) and the shell, and keys the page by network,
// so a network change starts the page over (blocks and the transaction list reset).
import { useEffect, useMemo } from 'react'
import { Outlet, useLocation } from 'react-router'
import { explorerLink, getClient, pathBuild, sitePageOf } from '../../core'
import type { SiteConfig, SiteNetwork, Translator } from '../../core'
import { SiteShell } from '../shell/site-shell'
import { HeadWriter } from './head/head-writer'
import { PAGES } from './pages'
import { SiteEnvContext } from './site-env'
import type { SiteEnv } from './site-env'
import { usePageTranslator } from './use-page-translator'
import { usePrefixedLinks } from './use-prefixed-links'

export interface SiteLayoutProps {
  readonly config: SiteConfig
  readonly network: SiteNetwork
  /** The URL's language prefix, or null (the cookie's or browser's language, no prefix in links). */
  readonly lang: string | null
  /** Under the `preview` segment: the page as a share preview, without header or footer. */
  readonly preview: boolean
}

/** '/de/testnet/' → '/de/testnet': a network root has no trailing slash (the site's own root stays '/'). */
const rootLink = (href: string): string => href.replace(/(.)\/$/, '$1')

/** A site path under the URL's language prefix, kept as the URL has it ('/en/…' too, which beats a cookie). */
function withLangPrefix(href: string, langPrefix: string | null): string {
  return langPrefix !== null && href.startsWith('/') ? `/${langPrefix}${href}` : href
}

function useSiteEnvValue(
  config: SiteConfig,
  network: SiteNetwork,
  langPrefix: string | null,
  translator: Translator | undefined,
) {
  return useMemo((): SiteEnv | undefined => {
    if (!translator) return undefined
    const build = pathBuild(config.build)
    return {
      config,
      network,
      lang: translator.locale,
      langPrefix,
      t: translator.t,
      translator,
      client: getClient(undefined, network),
      link: (path) =>
        rootLink(withLangPrefix(explorerLink(path, { network, build, lang: null }), langPrefix)),
    }
  }, [config, network, langPrefix, translator])
}

export function SiteLayout({ config, network, lang, preview }: SiteLayoutProps) {
  const translator = usePageTranslator(lang)
  const env = useSiteEnvValue(config, network, lang, translator)
  usePrefixedLinks(lang)
  const { pathname } = useLocation()
  const page = sitePageOf(pathname)
  const bare = preview || (page !== undefined && PAGES[page]?.bare === true)
  useEffect(() => {
    if (!translator) return
    document.documentElement.lang = translator.locale
    document.documentElement.dir = translator.dir
  }, [translator])

  // Only while another language's messages download (main.tsx loads the first page's before rendering).
  if (!env) return <main id="main" aria-busy="true" />

  return (
    <SiteEnvContext.Provider value={env}>
      <HeadWriter />
      <SiteShell bare={bare}>
        <Outlet key={network} />
      </SiteShell>
    </SiteEnvContext.Provider>
  )
}
