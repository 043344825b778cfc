// The state each lazily loaded store family publishes before any news. The stand-ins of stores/index.ts start
// in it, so it lives in this leaf module: importing it from the families' own modules would pull those modules
// (and the block-tx conversions they use) out of the lazy extras chunk into every element's first load.
import type { AddressTransactionsGroup } from '../api/address'
import type { ProjectedBlockState } from './projected-block'
import type { TrackedTxState } from './tracked-tx'

export const emptyGroup = (): AddressTransactionsGroup => ({
  mempool: [],
  confirmed: [],
  removed: [],
})

/** A multi-address store's state before any news: an empty group per address. */
export const initialAddressList = (
  addresses: string[],
): { addresses: string[]; byAddress: Record<string, AddressTransactionsGroup> } => ({
  addresses,
  byAddress: Object.fromEntries(addresses.map((address) => [address, emptyGroup()])),
})

/** A projected-block store's state before its first frame. */
export const initialProjectedBlock = (index: number): ProjectedBlockState => ({
  index,
  sequence: 0,
  txs: new Map(),
  version: 0,
  update: { kind: 'none' },
})

/** A tracked transaction's state before the server has said anything about it. */
export const initialTrackedTx = (txid: string): TrackedTxState => ({
  txid,
  position: undefined,
  cpfp: undefined,
  accelerationPositions: undefined,
  confirmed: undefined,
  replacedBy: undefined,
  utxoSpent: {},
  tracking: false,
})
