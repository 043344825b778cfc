// URL rules for the live socket (reference §1.1): ws[s]://host[/path][/<network>]/api/v1/ws.
import { apiPathPrefix } from '../network/networks'

/** An API base without trailing slashes, scheme and host lower-cased: the registry's key. */
export function normalizeApiBase(api: string): string {
  const url = new URL(api.trim())
  const path = url.pathname.replace(/\/+$/, '')
  return `${url.protocol}//${url.host}${path}`
}

/** The websocket endpoint for an API base (`http(s)://host[/path]`) and a network ('mainnet' has no prefix). */
export function wsUrlFor(api: string, network = 'mainnet'): string {
  const base = normalizeApiBase(api).replace(/^http(s?):/, 'ws$1:')
  return `${base}${apiPathPrefix(network)}/api/v1/ws`
}
