// Serves a folder (and optional in-memory pages) on a random local port, with CORS open so module scripts
// load cross-origin: the tests put the built bundle and the host page on two different origins.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
}

export interface StaticServer {
  readonly url: string
  /** Serve `html` at `path` (replacing any page already there). */
  page(path: string, html: string): void
  close(): Promise<void>
}

export async function startStaticServer(root?: string): Promise<StaticServer> {
  const pages = new Map<string, string>()
  const base = root ? resolve(root) : undefined

  const http = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')
      const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }
      const page = pages.get(path)
      if (page !== undefined) {
        response.writeHead(200, { ...headers, 'content-type': contentTypes['.html'] }).end(page)
        return
      }
      const file = base ? normalize(join(base, path)) : undefined
      if (!file || !base || !file.startsWith(base)) {
        response.writeHead(404, headers).end()
        return
      }
      try {
        const body = await readFile(file)
        response
          .writeHead(200, {
            ...headers,
            'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          })
          .end(body)
      } catch {
        response.writeHead(404, headers).end()
      }
    })()
  })

  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    page: (path, html) => pages.set(path, html),
    close: () =>
      new Promise<void>((done) => {
        http.close(() => done())
        // a browser may still hold keep-alive connections: without this, close waits for them
        http.closeAllConnections()
      }),
  }
}
