// Plain links into the explorer that serves the widget's API: `<api>[/<network>]<path>`, so every link
// still works without JavaScript routing (mainnet has no prefix, reference §0).
import { apiPathPrefix } from '../../core'
import type { MempoolClient } from '../../core'

export function explorerHref(
  client: Pick<MempoolClient, 'api' | 'network'>,
  path: `/${string}`,
): string {
  return `${client.api}${apiPathPrefix(client.network)}${path}`
}
