// Which picture stands in for a page at /render/{lang}/preview{page path}: the page family of the path after
// its network segment (block, tx, address, mining, docs), the dashboard for everything else.
import type { PreviewName } from './preview-images'

const FAMILIES: Readonly<Record<string, PreviewName>> = {
  block: 'block',
  'mempool-block': 'block',
  tx: 'tx',
  address: 'address',
  wallet: 'address',
  mining: 'mining',
  docs: 'docs',
}

export function renderPicture(pagePath: string): PreviewName {
  const segments = pagePath.split('/').filter((s) => s !== '')
  const [first, second] = segments
  const family = first === 'testnet' || first === 'signet' ? second : first
  return (family !== undefined ? FAMILIES[family] : undefined) ?? 'dashboard'
}
