// A real simulated mainnet behind the real HTTP/websocket app on an ephemeral port, started once for a test
// file (beforeAll) and removed after it, with a fixed clock so answers are stable.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createSimNode } from '../../node'
import type { SimNetwork, SimNode, SimNodeOptions } from '../../node/types'
import { createServerApp, type ServerApp } from '../app'

export interface SimServer {
  readonly node: SimNode
  readonly net: SimNetwork
  readonly server: ServerApp
  /** ws://…/api/v1/ws of the listening app. */
  readonly wsUrl: string
}

/** Seed and history size, plus any node option a test wants smaller (tx rate, warm-up blocks, …). */
export type SimServerOptions = { seed: number; historyBlocks: number } & Partial<
  Omit<SimNodeOptions, 'dataDir' | 'networks' | 'autoRun' | 'now'>
> & {
    /** A folder with index.html to serve as the site (none by default). */
    siteDir?: string
  }

export function startSimServerForFile({ siteDir, ...options }: SimServerOptions): SimServer {
  let dataDir = ''
  let node: SimNode
  let net: SimNetwork
  let server: ServerApp

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mpw-sim-server-'))
    node = await createSimNode({
      ...options,
      dataDir,
      networks: ['mainnet'],
      autoRun: false,
      now: () => 1_750_000_000_000,
    })
    const mainnet = node.networks.get('mainnet')
    if (!mainnet) throw new Error('no mainnet')
    net = mainnet
    server = await createServerApp({
      networks: node.networks,
      ...(siteDir === undefined ? {} : { siteDir }),
    })
    await server.app.listen({ port: 0, host: '127.0.0.1' })
  }, 120_000)

  afterAll(async () => {
    await server.app.close()
    node.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  return {
    get node() {
      return node
    },
    get net() {
      return net
    },
    get server() {
      return server
    },
    get wsUrl() {
      const address = server.app.server.address()
      return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/ws`
    },
  }
}
