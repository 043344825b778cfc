// Document titles, e.g. "Block 840000 - mempool - Bitcoin Explorer".
import { t } from '../i18n'
import type { Network } from './networks'
import { titleMessages } from './title-messages'

export const DEFAULT_SITE_NAME = 'mempool'

/** "mempool - Bitcoin Explorer", "mempool - Bitcoin Testnet", "mempool - Testnet4 Explorer", … */
export function siteTitle(network: Network, locale = 'en', site = DEFAULT_SITE_NAME): string {
  return t(titleMessages[network], { site }, locale)
}

/** The page's own title in front of the site title; no page title gives the site title alone. */
export function pageTitle(
  page: string | undefined,
  network: Network,
  locale = 'en',
  site = DEFAULT_SITE_NAME,
): string {
  const title = siteTitle(network, locale, site)
  return page ? t(titleMessages.page, { page, title }, locale) : title
}
