// Builds the embedded server: per simulated network, the REST API under `<prefix>/api` and `<prefix>/api/v1`
// and the websocket at `<prefix>/api/v1/ws`; plus the static site and bundles.
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { NetworkName, SimNetwork } from '../node/types'
import { IpConnections } from '../ws/ip-connections'
import { MAX_FRAME_BYTES } from '../ws/limits'
import { registerSocket } from '../ws/register-socket'
import { SocketHub } from '../ws/socket-hub'
import { apiPathPrefix } from '../../core/wire'
import { bitcoinNetwork } from './bitcoin-network'
import { installCachePolicy } from './cache-policy'
import { allowedMethodsOf } from './allowed-methods'
import { installErrorHandler, plainClientError, plainFrameworkError } from './error-handling'
import type { DeclaredRoute } from './route'
import type { ApiFamily, RouteContext } from './route-context'
import { addressRoutes } from './routes/addresses'
import { communityRoutes } from './routes/community'
import { blockRoutes } from './routes/blocks'
import { liveRoutes } from './routes/live'
import { mempoolAcceptRoutes } from './routes/mempool-accept'
import { miningRoutes } from './routes/mining'
import { transactionRoutes } from './routes/transactions'
import { resourceRoutes } from './routes/resources'
import { previewRoutes } from './previews/preview-routes'
import { guardChunkSizes } from './rate-limit/chunk-guard'
import { installRateLimit } from './rate-limit/install-rate-limit'
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './rate-limit/server-limits'
import { addSecurityHeaders } from './security-headers'
import { serveStatic, type StaticOptions } from './static-site'

export interface AppOptions extends StaticOptions {
  networks: ReadonlyMap<NetworkName, SimNetwork>
  logger?: FastifyServerOptions['logger']
  /** CSP frame-ancestors sources of ordinary pages (default 'self'); see security-headers.ts. */
  frameAncestors?: string
  /** Timeouts, body size and per-address limits; unset ones keep DEFAULT_SERVER_LIMITS. */
  limits?: Partial<ServerLimits>
}

export interface ServerApp {
  app: FastifyInstance
  hubs: Map<NetworkName, SocketHub>
  /** Every route as registered (full URL), with its declaration when it has one: what the tests enumerate. */
  routes: RegisteredRoute[]
}

export interface RegisteredRoute {
  method: string
  url: string
  declared: DeclaredRoute | undefined
  websocket: boolean
}

const ROUTE_GROUPS = [
  blockRoutes,
  transactionRoutes,
  mempoolAcceptRoutes,
  addressRoutes,
  liveRoutes,
  miningRoutes,
]

export async function createServerApp(options: AppOptions): Promise<ServerApp> {
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS, ...options.limits }
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyLimitBytes,
    // Slow or stalled clients are cut off (Node's checks run every connectionsCheckingInterval ms).
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    // `/api/v1/replacements/` is `/api/v1/replacements`, as on the reference.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    frameworkErrors: plainFrameworkError,
    clientErrorHandler: plainClientError,
  })
  const routes: RegisteredRoute[] = []
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      routes.push({
        method,
        url: r.url,
        declared: r.config?.declared,
        websocket: r.websocket === true || r.wsHandler !== undefined,
      })
  })
  installErrorHandler(app)
  guardChunkSizes(app.server, limits.bodyLimitBytes)
  installRateLimit(app, limits.httpPerIpPerMinute)
  addSecurityHeaders(app, options.frameAncestors)
  installCachePolicy(app)
  // POST /api/tx takes raw hex whatever the content type the client declares.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
  })

  const hubs = new Map<NetworkName, SocketHub>()
  const wsPerIp = limits.wsPerIp > 0 ? new IpConnections(limits.wsPerIp) : undefined
  for (const [name, net] of options.networks) {
    const hub = new SocketHub({
      network: net,
      log: (message, err) => app.log.error({ err }, message),
    })
    hubs.set(name, hub)
    await app.register(
      async (scope) => {
        for (const family of ['esplora', 'v1'] as ApiFamily[]) {
          const ctx: RouteContext = { net, params: bitcoinNetwork(name), family }
          await scope.register(
            async (api) => {
              for (const group of ROUTE_GROUPS) group(api, ctx)
            },
            { prefix: family === 'esplora' ? '/api' : '/api/v1' },
          )
        }
        resourceRoutes(scope, { net })
        registerSocket(scope, hub, wsPerIp)
      },
      { prefix: apiPathPrefix(name) },
    )
  }
  await app.register(async (api) => communityRoutes(api), { prefix: '/api/v1' })
  await app.register(async (scope) => previewRoutes(scope))
  app.addHook('onClose', async () => {
    for (const hub of hubs.values()) hub.close()
  })
  await serveStatic(app, options, allowedMethodsOf(routes))
  return { app, hubs, routes }
}
