// Static resources the widgets load beside the API (reference §2.2, §3.8): pool badges and the miners list.
// Mounted once per network prefix, outside /api, where mempool.space serves them.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { IMMUTABLE_MAX_AGE_S, cacheFor } from '../cache-policy'
import { badRequest } from '../http-error'
import { POOL_SLUG, defaultLogoSvg, poolLogoSvg, type LogoTheme } from '../pool-logo'
import { fields, type RouteContext } from '../route-context'

/** `<slug>.svg` or `<slug>.light.svg`. */
const LOGO_FILE = /^([a-z0-9-]+?)(\.light)?\.svg$/

/** One entry of `/resources/miners.json` (reference §3.8). */
export interface MinerInfo {
  name: string
  tags: string[]
  link: string
  slug: string
}

/** Known miners of template-decentralised pools; the simulator has none. */
const MINERS: readonly MinerInfo[] = []

function logoRequest(raw: unknown): { slug: string; theme: LogoTheme } {
  const match = typeof raw === 'string' ? LOGO_FILE.exec(raw) : null
  const slug = match?.[1]
  if (match === null || slug === undefined || !POOL_SLUG.test(slug))
    throw badRequest('Invalid mining pool slug')
  return { slug, theme: match[2] === undefined ? 'dark' : 'light' }
}

/** Embeddable from any origin: images need no CORS, but fetch() of miners.json does. */
function shareable(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
}

export function resourceRoutes(app: FastifyInstance, { net }: Pick<RouteContext, 'net'>): void {
  // Only known pools are remembered, so arbitrary slugs cannot grow the map.
  const logos = new Map<string, string>()
  const logoFor = (slug: string, theme: LogoTheme): string => {
    const key = `${slug}.${theme}`
    const cached = logos.get(key)
    if (cached !== undefined) return cached
    const pool = net.poolList().find((p) => p.slug === slug)
    // Unknown slugs get the default badge, as the reference's image fallback does.
    if (pool === undefined) return defaultLogoSvg(theme)
    const svg = poolLogoSvg(pool, theme)
    logos.set(key, svg)
    return svg
  }

  app.get('/resources/mining-pools/:file', (req, reply) => {
    const { slug, theme } = logoRequest(fields(req.params)['file'])
    const svg = logoFor(slug, theme)
    return cacheFor(shareable(reply), IMMUTABLE_MAX_AGE_S)
      .type('image/svg+xml; charset=utf-8')
      .send(svg)
  })

  app.get('/resources/miners.json', (_req, reply) =>
    cacheFor(shareable(reply), 3600)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(MINERS)),
  )
}
