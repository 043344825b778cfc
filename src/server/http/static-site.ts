// Serves the built site (dist/site) at `/` and the library bundles (dist/) at `/dist/`. What no route answers:
// a known path with another method is a 405 with `Allow`; a GET of one of the site's pages (core's page list)
// loads the app, and any other page path gets the app too — its not-found page — with a 404; API, bundle and
// resource paths get a plain-text 404.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { sitePageFraming } from '../../core/wire'
import type { AllowedMethods } from './allowed-methods'
import { isApiPath, sendNotFound } from './error-handling'

export interface StaticOptions {
  /** Folder with index.html; skipped when missing. */
  siteDir?: string
  /** Folder with the library bundles; skipped when missing. */
  distDir?: string
}

const TEXT = 'text/plain; charset=utf-8'
const PAGE_METHODS = ['GET', 'HEAD']

/** Paths that hold files or data, never pages: their misses are plain text. */
function isFilePath(path: string): boolean {
  return (
    isApiPath(path) ||
    /^(\/(testnet|signet))?\/resources(\/|$)/.test(path) ||
    /^\/(dist|assets)(\/|$)/.test(path)
  )
}

function methodNotAllowed(reply: FastifyReply, allow: readonly string[]): FastifyReply {
  return reply.code(405).header('allow', allow.join(', ')).type(TEXT).send('Method Not Allowed')
}

export async function serveStatic(
  app: FastifyInstance,
  { siteDir, distDir }: StaticOptions,
  allowedMethods: AllowedMethods,
): Promise<void> {
  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'))
  if (hasSite)
    await app.register(fastifyStatic, { root: siteDir, prefix: '/', index: 'index.html' })
  if (distDir !== undefined && existsSync(distDir)) {
    await app.register(fastifyStatic, { root: distDir, prefix: '/dist/', decorateReply: !hasSite })
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    const isPage = hasSite && !isFilePath(path) && sitePageFraming(path) !== undefined
    const allow = isPage ? PAGE_METHODS : allowedMethods(path)
    if (allow.length > 0 && !allow.includes(req.method)) return methodNotAllowed(reply, allow)
    const readsPage = hasSite && PAGE_METHODS.includes(req.method) && !isFilePath(path)
    if (!readsPage) return sendNotFound(reply)
    return reply
      .code(isPage ? 200 : 404)
      .type('text/html; charset=utf-8')
      .sendFile('index.html')
  })
}
