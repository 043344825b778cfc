// The deployment's configuration, read once at start from the <meta name="mempool-site-config"> tag the server
// writes into the page (spec §1 builds and toggles); no tag, or a broken one, means the main build's defaults.
import { defaultSiteConfig, parseSiteConfig, SITE_CONFIG_META } from '../../core'
import type { SiteConfig } from '../../core'

export function readSiteConfig(doc: Pick<Document, 'querySelector'> = document): SiteConfig {
  const content = doc.querySelector(`meta[name="${SITE_CONFIG_META}"]`)?.getAttribute('content')
  if (!content) return defaultSiteConfig()
  try {
    return parseSiteConfig(JSON.parse(content))
  } catch {
    return defaultSiteConfig()
  }
}
