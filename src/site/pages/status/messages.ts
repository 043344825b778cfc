// Every user-visible string of the status page.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  title: { id: 'site.status.title', defaultMessage: 'Status' },
  intro: {
    id: 'site.status.intro',
    defaultMessage: 'The backend of each network this site serves, live.',
  },
  network: { id: 'site.status.network', defaultMessage: 'Network' },
  backend: { id: 'site.status.backend', defaultMessage: 'Backend' },
  tip: { id: 'site.status.tip', defaultMessage: 'Tip' },
  mempool: { id: 'site.status.mempool', defaultMessage: 'Mempool' },
  connection: { id: 'site.status.connection', defaultMessage: 'Connection' },
  mainnet: { id: 'site.status.mainnet', defaultMessage: 'Bitcoin' },
  testnet: { id: 'site.status.testnet', defaultMessage: 'Bitcoin Testnet' },
  signet: { id: 'site.status.signet', defaultMessage: 'Bitcoin Signet' },
  backendVersion: {
    id: 'site.status.backend-version',
    defaultMessage: '{kind} {version} ({commit})',
  },
  backendKindNone: { id: 'site.status.backend-kind-none', defaultMessage: 'bitcoind only' },
  tipHeight: { id: 'site.status.tip-height', defaultMessage: 'Block {height}' },
  lastBlock: { id: 'site.status.last-block', defaultMessage: 'mined {since}' },
  mempoolTxs: {
    id: 'site.status.mempool-txs',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}} · {size}',
  },
  syncing: { id: 'site.status.syncing', defaultMessage: 'Synchronizing: {percent}%' },
  connected: { id: 'site.status.connected', defaultMessage: 'Connected' },
  reconnecting: { id: 'site.status.reconnecting', defaultMessage: 'Reconnecting…' },
  offline: { id: 'site.status.offline', defaultMessage: 'Offline' },
  waiting: { id: 'site.status.waiting', defaultMessage: 'Waiting for data…' },
  failed: {
    id: 'site.status.failed',
    defaultMessage: 'The API does not answer: {message}',
  },
})
