// The deployment's SiteConfig rides into every served page as <meta name="mempool-site-config" content="{json}">
// (core's SITE_CONFIG_META): the site reads it once at start, so one built site serves any build and toggles.
import { SITE_CONFIG_META, type SiteConfig } from '../../../core/wire'

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
}

/** Escapes text for a quoted HTML attribute value (the parser gives the exact text back). */
export function escapeAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch)
}

export function siteConfigMetaTag(config: SiteConfig): string {
  return `<meta name="${SITE_CONFIG_META}" content="${escapeAttribute(JSON.stringify(config))}">`
}

// A tag already in the file (a dev placeholder, or a page served twice through this) is replaced, not doubled.
const EXISTING_TAG = new RegExp(`<meta\\s+name=["']?${SITE_CONFIG_META}["']?[^>]*>`, 'gi')
const HEAD_CLOSE = /<\/head\s*>/i

/**
 * The page with the config tag last in <head> (after <meta charset>, which must come first), or first in the
 * document when it has no closing head tag.
 */
export function injectSiteConfig(html: string, config: SiteConfig): string {
  const tag = siteConfigMetaTag(config)
  const cleaned = html.replace(EXISTING_TAG, '')
  const head = HEAD_CLOSE.exec(cleaned)
  if (head === null) return tag + cleaned
  return cleaned.slice(0, head.index) + tag + cleaned.slice(head.index)
}
