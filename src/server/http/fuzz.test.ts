// A bounded, seeded fuzz of every registered route over real HTTP against a small simulated mainnet: random
// methods, each route's URL with its parameters mutated (long, unicode, %-escapes, dot segments, huge and
// negative numbers, empty, query junk), random bodies for POST routes, and paths no route declares. Every
// answer must come within a timeout, be below 500, and — when an error — be short plain text with no
// exception or stack text in it. A failure prints the seed and the case, so it can be replayed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '../../core/wire'
import { createServerApp } from './app'
import { injectSiteConfig } from './site/site-config-meta'
import { nullNetwork } from './testing/null-network'
import { goodValues } from './testing/route-table'
import { startSimServerForFile } from './testing/sim-server'

const SEED = Number(process.env['FUZZ_SEED'] ?? 20_241_124)
const CASES = Number(process.env['FUZZ_CASES'] ?? 15_000)
const CONCURRENCY = 4
const TIMEOUT_MS = 5_000

// The registered routes, listed once at collection time (they do not depend on the network's answers).
const listing = await createServerApp({ networks: new Map([['mainnet', nullNetwork()]]) })
const ROUTES = listing.routes.filter((r) => r.method !== 'HEAD')
await listing.app.close()

// A stand-in site: page paths answer it (200, or 404 for what is no page), so the site's routing is fuzzed too.
const SITE_PAGE = '<!doctype html><title>site</title>'
const siteDir = mkdtempSync(join(tmpdir(), 'mpw-fuzz-site-'))
writeFileSync(join(siteDir, 'index.html'), SITE_PAGE)
/** What the server answers for a page: the file with the start's config tag. */
const SERVED_PAGE = injectSiteConfig(SITE_PAGE, defaultSiteConfig())

const sim = startSimServerForFile({
  siteDir,
  seed: 5,
  historyBlocks: 120,
  txRate: 0.5,
  warmupBlocks: 2,
  historyTxsPerBlock: 4,
})
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
afterAll(() => {
  agent.destroy()
  rmSync(siteDir, { recursive: true, force: true })
})

/** mulberry32: small, seeded, good enough to pick cases. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Case {
  method: string
  path: string
  body?: string
  contentType?: string
}

// Site page shapes (core/network/site-pages.ts) with `*` for a mutated segment.
const SITE_PAGES = [
  '/',
  '/tx/*',
  '/block/*',
  '/address/*',
  '/mempool-block/*',
  '/mining/pool/*',
  '/view/*/*',
  '/clock/*/*',
  '/wallet',
  '/login',
  '/services/*',
  '/docs/*',
  '/*',
  '/*/*',
]

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']

function caseMaker(random: () => number, good: Record<string, string>) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const int = (n: number) => Math.floor(random() * n)
  const mutations: (() => string)[] = [
    () => 'a'.repeat(1 + int(400)),
    () => 'f'.repeat(64) + 'g',
    () => '9'.repeat(1 + int(40)),
    () => String(-1 - int(1e6)),
    () => pick(['1e308', 'NaN', 'Infinity', '0x1f', '1.5', '-0', '00', '2147483648', '4294967296']),
    () => '',
    () =>
      pick(['..', '.', '%2e%2e', '..%2f..%2fetc', '%2F', '%00', '%zz', '%', '%C0%AF', '%FF%FE']),
    () => pick(['ü', '💩', 'ᚠᛇᚻ', '\u202e', 'null', 'undefined', '__proto__', 'constructor']),
    () => encodeURIComponent(pick(["'; DROP TABLE x; --", '<script>', '{"a":1}', '[]', ' '])),
    () => Array.from({ length: 1 + int(60) }, () => pick(Object.values(good))).join(','),
  ]
  const mutate = () => pick(mutations)()
  const value = (kind: string) => (random() < 0.35 ? (good[kind] ?? mutate()) : mutate())
  const queryJunk = () =>
    pick([
      '',
      '',
      '?',
      '?a=%zz',
      '?x[]=1&x[]=2',
      '?__proto__[a]=1',
      `?q=${'z'.repeat(int(3000))}`,
      '?&&=&',
      `?addresses=${mutate()}`,
    ])
  const jsonBody = (): unknown =>
    pick<() => unknown>([
      () => Array.from({ length: int(120) }, () => pick([mutate(), int(1e9), null, {}, []])),
      () => ({ txid: mutate(), vout: pick([-1, 0, 1e20, 'x']) }),
      () => [{ txid: good['txid'], vout: int(5) }],
      () => Array.from({ length: 1 + int(5) }, () => pick(Object.values(good))),
      () => mutate(),
      () => int(1e9),
      () => null,
    ])()
  const body = (): Pick<Case, 'body' | 'contentType'> =>
    pick<() => Pick<Case, 'body' | 'contentType'>>([
      () => ({ body: JSON.stringify(jsonBody()), contentType: 'application/json' }),
      () => ({ body: '{"unterminated": [', contentType: 'application/json' }),
      () => ({ body: '', contentType: 'application/json' }),
      () => ({ body: 'ab'.repeat(int(2_000)), contentType: 'text/plain' }),
      () => ({
        body: mutate(),
        contentType: pick(['text/plain', 'application/x-www-form-urlencoded']),
      }),
      () => ({ body: '\u0000\uffff💩', contentType: 'application/octet-stream' }),
    ])()

  return (): Case => {
    const roll = random()
    if (roll < 0.08) {
      const segments = Array.from({ length: 1 + int(5) }, mutate)
      return { method: pick(METHODS), path: `/${segments.join('/')}${queryJunk()}` }
    }
    if (roll < 0.16) {
      const prefix = pick(['', '/testnet', '/signet', '/de', '/xx', '/preview', '/fr/testnet'])
      const page = pick(SITE_PAGES).replace(/\*/g, mutate)
      const method = random() < 0.8 ? 'GET' : pick(METHODS)
      return { method, path: `${prefix}${page}${queryJunk()}` }
    }
    const route = pick(ROUTES)
    const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
      value(route.declared?.params[name] ?? name),
    )
    const query = Object.entries(route.declared?.query ?? {})
      .map(([name, kind]) => `${name}=${value(kind)}`)
      .join('&')
    const method = random() < 0.8 ? route.method : pick(METHODS)
    const full = `${path}${query ? `?${query}` : queryJunk()}`
    return method === 'POST' || method === 'PUT'
      ? { method, path: full, ...body() }
      : { method, path: full }
  }
}

interface Answer {
  status: number
  type: string
  body: string
}

/** Raw non-ASCII and spaces as UTF-8 escapes (what a browser sends); existing %-escapes, valid or not, stay. */
const wireable = (path: string) => path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))

function send(port: number, c: Case): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {}
    if (c.body !== undefined) {
      headers['content-type'] = c.contentType ?? 'text/plain'
      headers['content-length'] = Buffer.byteLength(c.body)
    }
    const req = request(
      { host: '127.0.0.1', port, method: c.method, path: wireable(c.path), agent, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)))
    req.on('error', reject)
    req.end(c.body)
  })
}

// Text a client must never read: stack frames, JS exception names, library internals.
const LEAK =
  /\n\s+at |TypeError|RangeError|SyntaxError|ReferenceError|Cannot read|is not a function|out of bounds|undefined|\[object |^\s*[{[]/

/** What is wrong with an answer, or undefined. */
function problem(a: Answer, head: boolean): string | undefined {
  if (a.status >= 500 || a.status < 100) return `status ${a.status}`
  if (a.status < 400) return undefined
  // The site's not-found page (HEAD: its headers only).
  if (a.status === 404 && a.type.startsWith('text/html') && (a.body === SERVED_PAGE || head))
    return undefined
  if (!a.type.startsWith('text/plain')) return `error as ${a.type}`
  if (a.body.length >= 200) return `error text of ${a.body.length} chars`
  if (LEAK.test(a.body)) return `error text leaks: ${JSON.stringify(a.body)}`
  return undefined
}

describe(`fuzz of every route (seed ${SEED}, ${CASES} cases)`, () => {
  it('answers every case in time, below 500, errors as short plain text', async () => {
    const address = sim.server.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const next = caseMaker(prng(SEED), goodValues(sim.net))
    const cases = Array.from({ length: CASES }, next)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let index = 0
    const worker = async () => {
      while (index < cases.length) {
        const c = cases[index++] as Case
        const label = `${c.method} ${c.path.slice(0, 160)}${c.body ? ` body ${c.body.slice(0, 60)}` : ''}`
        try {
          const answer = await send(port, c)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          const wrong = problem(answer, c.method === 'HEAD')
          if (wrong) failures.push(`${wrong} ← ${label}`)
        } catch (err) {
          failures.push(`${(err as Error).message} ← ${label}`)
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    // Some of each kind of answer, or the fuzz is not reaching the routes.
    const answered = (lo: number, hi: number) =>
      [...statuses].filter(([s]) => s >= lo && s < hi).reduce((n, [, count]) => n + count, 0)
    expect(failures.slice(0, 20), `seed ${SEED}`).toEqual([])
    expect(answered(200, 300)).toBeGreaterThan(CASES / 20)
    expect(answered(400, 500)).toBeGreaterThan(CASES / 4)
    expect(statuses.has(405)).toBe(true)
  }, 120_000)
})
