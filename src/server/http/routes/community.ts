// The about page's lists (spec §7.2: /api/v1/services/sponsors, /donations, /translators, /contributors), served
// once at the root, never under a network prefix. The simulator has no sponsors, donors or outside contributors,
// and its interface text exists in English only, so each answers its honest empty shape.
import type { FastifyInstance } from 'fastify'
import { route } from '../route'

/** Language code → translator name; no language but English ships today. */
export const TRANSLATORS: Readonly<Record<string, string>> = {}

export function communityRoutes(app: FastifyInstance): void {
  const list = (url: string, answer: () => unknown): void =>
    route(app, { url, cache: 'list', handler: answer })
  list('/services/sponsors', () => [])
  list('/donations', () => [])
  list('/contributors', () => [])
  list('/translators', () => TRANSLATORS)
}
