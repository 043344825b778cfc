// Reading an explorer URL path (spec §2.1): [/{lang}][/preview][/{network}][/lightning]/rest.
import { isSupportedLanguage } from '../i18n/languages'
import { rootNetwork } from './networks'
import type { Build, Network } from './networks'

export interface ExplorerPath {
  /** 'xx' or 'xx-YY' prefix when it names a shipped language, else null (English, unprefixed). */
  readonly lang: string | null
  /** The `preview` segment used by social-card renderers. */
  readonly preview: boolean
  readonly network: Network
  /** True when any segment of the path is `lightning`, on the main build only (spec §2.1). */
  readonly lightning: boolean
  /** What remains, always starting with '/', query and hash kept. */
  readonly path: string
}

const LANG_SEGMENT = /^[a-z]{2}(?:-[A-Z]{2})?$/

// URL segment → network, per build (spec §2.1: testnet, liquidtestnet, liquid, signet; in the Liquid build
// "testnet" means liquidtestnet). testnet4 and regtest are this project's additions to the main build.
const NETWORK_SEGMENTS: Readonly<Record<Build, Readonly<Record<string, Network>>>> = {
  mempool: {
    testnet: 'testnet',
    testnet4: 'testnet4',
    signet: 'signet',
    regtest: 'regtest',
    liquid: 'liquid',
    liquidtestnet: 'liquidtestnet',
  },
  liquid: { testnet: 'liquidtestnet', liquid: 'liquid', liquidtestnet: 'liquidtestnet' },
}

export function parseExplorerPath(url: string, build: Build = 'mempool'): ExplorerPath {
  const cut = url.search(/[?#]/)
  const pathname = cut === -1 ? url : url.slice(0, cut)
  const suffix = cut === -1 ? '' : url.slice(cut)
  const segments = pathname.split('/').filter((segment, i) => i > 0 || segment !== '')

  let lang: string | null = null
  const first = segments[0]
  if (first !== undefined && LANG_SEGMENT.test(first) && isSupportedLanguage(first)) {
    lang = first
    segments.shift()
  }
  const preview = segments[0] === 'preview'
  if (preview) segments.shift()

  let network = rootNetwork(build)
  const named = segments[0] === undefined ? undefined : NETWORK_SEGMENTS[build][segments[0]]
  if (named) {
    network = named
    segments.shift()
  }
  // Any lightning segment switches lightning on; directly after the network it is a route prefix and is dropped.
  const lightning = build === 'mempool' && segments.includes('lightning')
  if (lightning && segments[0] === 'lightning') segments.shift()

  return { lang, preview, network, lightning, path: `/${segments.join('/')}${suffix}` }
}
