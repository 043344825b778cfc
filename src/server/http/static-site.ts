// Serves the built site (dist/site) at `/` and the library bundles (dist/) at `/dist/`. Unknown non-API GETs
// fall back to the site's index.html, so client-side routes under each network prefix load the app.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isApiPath, sendNotFound } from './error-handling'

export interface StaticOptions {
  /** Folder with index.html; skipped when missing. */
  siteDir?: string
  /** Folder with the library bundles; skipped when missing. */
  distDir?: string
}

export async function serveStatic(
  app: FastifyInstance,
  { siteDir, distDir }: StaticOptions,
): Promise<void> {
  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'))
  if (hasSite)
    await app.register(fastifyStatic, { root: siteDir, prefix: '/', index: 'index.html' })
  if (distDir !== undefined && existsSync(distDir)) {
    await app.register(fastifyStatic, { root: distDir, prefix: '/dist/', decorateReply: !hasSite })
  }
  app.setNotFoundHandler((req, reply) => {
    const spaRoute =
      hasSite &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(req.url) &&
      !req.url.startsWith('/dist/')
    if (!spaRoute) return sendNotFound(reply)
    return reply.type('text/html; charset=utf-8').sendFile('index.html')
  })
}
