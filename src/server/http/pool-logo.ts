// Our own mining-pool badges (reference §3.8 logos): a rounded square with the pool's initials on a colour
// derived from its slug. Every value placed in the SVG is either a validated number or XML-escaped text.

export type LogoTheme = 'dark' | 'light'

/** Same shape the reference serves: `<slug>.svg` (dark UI) and `<slug>.light.svg`. */
export const POOL_SLUG = /^[a-z0-9-]{1,64}$/

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? '')
}

/** Up to two letters/digits: first letters of the first two words (camelCase splits), else a one-word prefix. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
  const first = words[0]
  if (first === undefined) return '?'
  const second = words[1]
  const initials = second === undefined ? first.slice(0, 2) : (first[0] ?? '') + (second[0] ?? '')
  return initials.toUpperCase()
}

/** FNV-1a (32 bit) of the slug → hue in whole degrees, so a pool keeps its colour everywhere. */
export function slugHue(slug: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 360
}

interface BadgeColours {
  background: string
  text: string
}

function badgeColours(hue: number, theme: LogoTheme): BadgeColours {
  const h = Math.trunc(hue) % 360
  // Dark UI: deep badge + white text; light UI: pale badge + deep text of the same hue (contrast ≥ 3:1 for bold text).
  return theme === 'dark'
    ? { background: `hsl(${h} 55% 32%)`, text: '#ffffff' }
    : { background: `hsl(${h} 70% 88%)`, text: `hsl(${h} 60% 20%)` }
}

const DEFAULT_COLOURS: Record<LogoTheme, BadgeColours> = {
  dark: { background: '#4b5361', text: '#ffffff' },
  light: { background: '#e2e5ea', text: '#333a45' },
}

function badge(title: string, label: string, colours: BadgeColours): string {
  const fontSize = label.length > 1 ? 26 : 32
  const safeTitle = escapeXml(title)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${safeTitle}">` +
    `<title>${safeTitle}</title>` +
    `<rect x="2" y="2" width="60" height="60" rx="14" fill="${colours.background}"/>` +
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="${colours.text}">${escapeXml(label)}</text></svg>`
  )
}

export function poolLogoSvg(pool: { name: string; slug: string }, theme: LogoTheme): string {
  if (!POOL_SLUG.test(pool.slug)) throw new Error(`invalid pool slug ${JSON.stringify(pool.slug)}`)
  return badge(pool.name, initialsOf(pool.name), badgeColours(slugHue(pool.slug), theme))
}

/** What unknown slugs get, like the reference's `default.svg`. */
export function defaultLogoSvg(theme: LogoTheme): string {
  return badge('Unknown mining pool', '?', DEFAULT_COLOURS[theme])
}
