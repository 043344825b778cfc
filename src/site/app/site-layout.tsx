// The layout of every page under one [/lang][/preview][/network] prefix: it sets the document's lang and dir, provides the SiteEnv (one client per network) and the shell, and keys the page
// by network, so a network change starts the page over (blocks and the transaction list reset).
import { useEffect, useMemo } from 'react'
import { Outlet, useLocation } from 'react-router'
import {
  createTranslator,
  DEFAULT_LANGUAGE,
  explorerLink,
  getClient,
  pathBuild,
  sitePageOf,
} from '../../core'
import type { SiteConfig, SiteNetwork } from '../../core'
import { SiteShell } from '../shell/site-shell'
import { HeadWriter } from './head/head-writer'
import { PAGES } from './pages'
import { SiteEnvContext } from './site-env'
import type { SiteEnv } from './site-env'

export interface SiteLayoutProps {
  readonly config: SiteConfig
  readonly network: SiteNetwork
  /** The URL's language prefix, or null (English, no prefix). */
  readonly lang: string | null
  /** Under the `preview` segment: the page as a share preview, without header or footer. */
  readonly preview: boolean
}

/** '/de/testnet/' → '/de/testnet': a network root has no trailing slash (the site's own root stays '/'). */
const rootLink = (href: string): string => href.replace(/(.)\/$/, '$1')

function useSiteEnvValue(config: SiteConfig, network: SiteNetwork, langPrefix: string | null) {
  return useMemo((): SiteEnv => {
    const translator = createTranslator(langPrefix ?? DEFAULT_LANGUAGE)
    const build = pathBuild(config.build)
    return {
      config,
      network,
      lang: translator.locale,
      langPrefix,
      t: translator.t,
      translator,
      client: getClient(undefined, network),
      link: (path) => rootLink(explorerLink(path, { network, build, lang: langPrefix })),
    }
  }, [config, network, langPrefix])
}

export function SiteLayout({ config, network, lang, preview }: SiteLayoutProps) {
  const env = useSiteEnvValue(config, network, lang)
  const { pathname } = useLocation()
  const page = sitePageOf(pathname)
  const bare = preview || (page !== undefined && PAGES[page]?.bare === true)
  useEffect(() => {
    document.documentElement.lang = env.translator.locale
    document.documentElement.dir = env.translator.dir
  }, [env.translator])

  return (
    <SiteEnvContext.Provider value={env}>
      <HeadWriter />
      <SiteShell bare={bare}>
        <Outlet key={network} />
      </SiteShell>
    </SiteEnvContext.Provider>
  )
}
