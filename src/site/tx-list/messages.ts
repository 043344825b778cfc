// Every user-visible string of the shared transaction card (tx, block and address pages).
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  listLabel: { id: 'site.txList.label', defaultMessage: 'Transactions' },
  empty: { id: 'site.txList.empty', defaultMessage: 'No transactions' },
  txLabel: { id: 'site.txList.tx-label', defaultMessage: 'Transaction {txid}' },
  inputs: { id: 'site.txList.inputs', defaultMessage: 'Inputs' },
  outputs: { id: 'site.txList.outputs', defaultMessage: 'Outputs' },
  coinbase: { id: 'site.txList.coinbase', defaultMessage: 'Coinbase (newly generated coins)' },
  fee: { id: 'site.txList.fee', defaultMessage: 'Fee {amount}' },
  unknownAddress: { id: 'site.txList.unknown-address', defaultMessage: 'Unknown script' },
})
