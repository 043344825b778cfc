// The share-preview images (spec §2.4). GET /resources/previews/{name}.png: the fixed 1000×500 pictures,
// kept a month by clients (they change only with a new version); any other name is a plain 404.
// GET /render/{lang}/preview{page}: the 1200×600 image of a page with preview data. We render no page on
// the server, so it is the picture of the page's family at the rendered size: shares never show a broken image.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IMMUTABLE_MAX_AGE_S, LIST_MAX_AGE_S, cacheFor } from '../cache-policy'
import { sendNotFound } from '../error-handling'
import { fields } from '../route-context'
import { previewPicture, previewPng } from './preview-images'
import { renderPicture } from './render-kind'

export const RENDER_WIDTH = 1200
export const RENDER_HEIGHT = 600

/** `en`, `pt-BR`: a language prefix as the site accepts it. */
const LANG = /^[a-z]{2}(-[A-Z]{2})?$/

function sendPng(reply: FastifyReply, png: Buffer, maxAgeS: number): FastifyReply {
  // social sites fetch these from anywhere
  return cacheFor(reply, maxAgeS)
    .header('cross-origin-resource-policy', 'cross-origin')
    .type('image/png')
    .send(png)
}

export function previewRoutes(app: FastifyInstance): void {
  app.get('/resources/previews/:file', (req, reply) => {
    const file = fields(req.params)['file']
    const png = typeof file === 'string' ? previewPng(file) : undefined
    if (png === undefined) return sendNotFound(reply)
    return sendPng(reply, png, IMMUTABLE_MAX_AGE_S)
  })

  const render = (req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const params = fields(req.params)
    const lang = params['lang']
    const page = params['*'] ?? ''
    if (typeof lang !== 'string' || !LANG.test(lang) || typeof page !== 'string')
      return sendNotFound(reply)
    const png = previewPicture(renderPicture(page), RENDER_WIDTH, RENDER_HEIGHT)
    return sendPng(reply, png, LIST_MAX_AGE_S)
  }
  // the home page's URL is /render/{lang}/preview/, which the router reads without its trailing slash
  app.get('/render/:lang/preview', render)
  app.get('/render/:lang/preview/*', render)
}
