// What to send to end each kind of tracking (reference §1.2 "Unsubscribe semantics"): the server ignores
// falsy values for some keys, so those take a value that fails validation instead.
import type { TrackingKey } from '../client/contracts'
import type { ClientCommand } from '../api/ws-client'

export const TRACKING_STOP_VALUES: { readonly [K in TrackingKey]: NonNullable<ClientCommand[K]> } =
  {
    'track-tx': 'stop',
    'track-txs': [],
    'track-address': 'stop',
    'track-addresses': [],
    'track-mempool-block': -1,
    'track-rbf': 'stop',
    'track-rbf-summary': false,
  }

/** The reference client waits this long before unsubscribing a mempool block, so quick switches do not thrash. */
export const MEMPOOL_BLOCK_STOP_DELAY_MS = 2_000

/**
 * Order in which active trackings are replayed after `init` and `want` on a (re)connect (issue 2 §3: tx,
 * mempool block, RBF, RBF summary, address, addresses), whatever order the page started them in.
 */
export const RESUBSCRIBE_ORDER: readonly TrackingKey[] = [
  'track-tx',
  'track-txs',
  'track-mempool-block',
  'track-rbf',
  'track-rbf-summary',
  'track-address',
  'track-addresses',
]
