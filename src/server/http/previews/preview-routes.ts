// GET /resources/previews/{name}.png: the fixed share-preview images, kept a month by clients (they change
// only with a new version); any other name is a plain 404.
import type { FastifyInstance } from 'fastify'
import { IMMUTABLE_MAX_AGE_S, cacheFor } from '../cache-policy'
import { sendNotFound } from '../error-handling'
import { fields } from '../route-context'
import { previewPng } from './preview-images'

export function previewRoutes(app: FastifyInstance): void {
  app.get('/resources/previews/:file', (req, reply) => {
    const file = fields(req.params)['file']
    const png = typeof file === 'string' ? previewPng(file) : undefined
    if (png === undefined) return sendNotFound(reply)
    // social sites fetch these from anywhere
    return cacheFor(reply, IMMUTABLE_MAX_AGE_S)
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/png')
      .send(png)
  })
}
