// Serves the built site (dist/site) at `/` and the library bundles (dist/) at `/dist/`. What no route answers:
// a known path with another method is a 405 with `Allow`; a GET of one of the site's pages (core's page list)
// loads the app, and any other page path gets the app too — its not-found page — with a 404; API, bundle and
// resource paths get a plain-text 404. Every page is index.html with the deployment's config tag added once per
// start (site/site-config-meta.ts), and with a language prefix its <html lang dir> (site/page-language.ts); the raw
// file is never served.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { defaultSiteConfig, sitePageFraming, type SiteConfig } from '../../core/wire'
import type { AllowedMethods } from './allowed-methods'
import { isApiPath, sendNotFound } from './error-handling'
import { pagesByLanguage } from './site/page-language'
import { injectSiteConfig } from './site/site-config-meta'

export interface StaticOptions {
  /** Folder with index.html; skipped when missing. */
  siteDir?: string
  /** Folder with the library bundles; skipped when missing. */
  distDir?: string
  /** Build and toggles handed to the site (default: the main build's defaults). */
  siteConfig?: SiteConfig
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

/** index.html with the config tag, read once per start; undefined when the site is not built. */
function readPage(siteDir: string | undefined, config: SiteConfig): string | undefined {
  const file = siteDir === undefined ? undefined : join(siteDir, 'index.html')
  if (file === undefined || !existsSync(file)) return undefined
  return injectSiteConfig(readFileSync(file, 'utf8'), config)
}

export async function serveStatic(
  app: FastifyInstance,
  { siteDir, distDir, siteConfig = defaultSiteConfig() }: StaticOptions,
  allowedMethods: AllowedMethods,
): Promise<void> {
  const page = readPage(siteDir, siteConfig)
  const hasSite = page !== undefined
  // /ar/… is served as <html lang="ar" dir="rtl">: right-to-left before any script runs
  const pageFor = page === undefined ? undefined : pagesByLanguage(page)
  if (siteDir !== undefined && hasSite)
    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      index: false,
      // folders and index.html itself fall through to the page answer below, which carries the config
      allowedPath: (path) => !path.endsWith('/') && path !== '/index.html',
    })
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
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageFor?.(path))
  })
}
