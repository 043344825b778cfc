// What every page knows about where it is: the deployment's config, the network and language of the URL,
// the translator, the page's live client and a link builder that keeps the language and network prefix.
// The shell provides it; pages read it with useSiteEnv().
import { createContext, useContext } from 'react'
import type { MempoolClient, SiteConfig, SiteNetwork, Translator } from '../../core'

export interface SiteEnv {
  readonly config: SiteConfig
  readonly network: SiteNetwork
  /** The page language: the URL's prefix, else the reader's `lang` cookie or browser language, else 'en'. */
  readonly lang: string
  /** The URL's language prefix, or null (links then get none either). */
  readonly langPrefix: string | null
  readonly t: Translator['t']
  readonly translator: Translator
  /** The page's one client for this network (REST + socket + stores). */
  readonly client: MempoolClient
  /** A site link to `path` on this network and language, e.g. link('/tx/…') → '/de/testnet/tx/…'. */
  link(path: `/${string}`): string
}

export const SiteEnvContext = createContext<SiteEnv | null>(null)

export function useSiteEnv(): SiteEnv {
  const env = useContext(SiteEnvContext)
  if (!env) throw new Error('useSiteEnv() outside the site shell')
  return env
}
