// One client per normalised API base and network per page, so every widget pointed at the same API
// shares one socket and one set of stores.
import { createClient, type CreateClientOptions, type MempoolClient } from './create-client'
import { normalizeApiBase } from '../socket/ws-url'

/** Platform options for a client the registry creates (only the first call for a key uses them). */
export type RegistryClientOptions = Omit<CreateClientOptions, 'api' | 'network'>

const clients = new Map<string, MempoolClient>()

function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined
}

function registryKey(api: string | undefined, network: string): { api: string; key: string } {
  const base = api ?? pageOrigin()
  if (base === undefined) {
    throw new Error(
      'getClient(): no API base given and no page origin to default to; pass one, e.g. getClient("https://mempool.space")',
    )
  }
  const normalised = normalizeApiBase(base)
  return { api: normalised, key: `${normalised} ${network}` }
}

/** The page's client for an API base (default: the page's origin) and network (default: mainnet). */
export function getClient(
  api?: string,
  network = 'mainnet',
  options: RegistryClientOptions = {},
): MempoolClient {
  const { api: base, key } = registryKey(api, network)
  let client = clients.get(key)
  if (!client) {
    client = createClient({ ...options, api: base, network })
    clients.set(key, client)
  }
  return client
}

/** Destroy and forget one client (its socket closes). Returns false if there was none. */
export function releaseClient(api?: string, network = 'mainnet'): boolean {
  const { key } = registryKey(api, network)
  const client = clients.get(key)
  if (!client) return false
  clients.delete(key)
  client.socket.destroy()
  return true
}

/** Destroy and forget every client (for tests). */
export function resetClients(): void {
  for (const client of clients.values()) client.socket.destroy()
  clients.clear()
}
