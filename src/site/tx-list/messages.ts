// Every user-visible string of the shared transaction card (tx, block and address pages).
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  listLabel: { id: 'site.txList.label', defaultMessage: 'Transactions' },
  empty: { id: 'site.txList.empty', defaultMessage: 'No transactions' },
  txLabel: { id: 'site.txList.tx-label', defaultMessage: 'Transaction {txid}' },
  inputs: { id: 'site.txList.inputs', defaultMessage: 'Inputs' },
  outputs: { id: 'site.txList.outputs', defaultMessage: 'Outputs' },
  coinbase: { id: 'site.txList.coinbase', defaultMessage: 'Coinbase (newly generated coins)' },
  previousOutput: {
    id: 'site.txList.previous-output',
    defaultMessage: 'Previous output {outpoint}',
  },
  fee: { id: 'site.txList.fee', defaultMessage: 'Fee' },
  feeRate: { id: 'site.txList.fee-rate', defaultMessage: 'Fee rate' },
  total: { id: 'site.txList.total', defaultMessage: 'Total' },
  unconfirmed: { id: 'site.txList.unconfirmed', defaultMessage: 'Unconfirmed' },
  confirmations: {
    id: 'site.txList.confirmations',
    defaultMessage: '{count, plural, one {# confirmation} other {# confirmations}}',
  },
  confirmed: { id: 'site.txList.confirmed', defaultMessage: 'Confirmed' },
  highlighted: { id: 'site.txList.highlighted', defaultMessage: '(this address)' },
  thisTx: { id: 'site.txList.this-tx', defaultMessage: '(this transaction)' },
  opReturn: { id: 'site.txList.op-return', defaultMessage: 'OP_RETURN' },
  opReturnText: { id: 'site.txList.op-return-text', defaultMessage: 'OP_RETURN “{text}”' },
  details: { id: 'site.txList.details', defaultMessage: 'Details' },
  detailsOf: { id: 'site.txList.details-of', defaultMessage: 'Script details of {what}' },
  inputN: { id: 'site.txList.input-n', defaultMessage: 'input {index}' },
  outputN: { id: 'site.txList.output-n', defaultMessage: 'output {index}' },
  spent: { id: 'site.txList.spent', defaultMessage: 'Spent by {txid}' },
  unspent: { id: 'site.txList.unspent', defaultMessage: 'Unspent' },
  spendsLoading: { id: 'site.txList.spends-loading', defaultMessage: 'Checking spends…' },
  spendsFailed: { id: 'site.txList.spends-failed', defaultMessage: 'Spending status unavailable' },
  // script field names (spec §3 "Transaction input fields read")
  fieldPrevoutType: {
    id: 'site.txList.field.prevout-type',
    defaultMessage: 'Previous output type',
  },
  fieldPrevoutAsm: {
    id: 'site.txList.field.prevout-asm',
    defaultMessage: 'Previous output script',
  },
  fieldScriptsig: { id: 'site.txList.field.scriptsig', defaultMessage: 'ScriptSig (ASM)' },
  fieldWitness: { id: 'site.txList.field.witness', defaultMessage: 'Witness' },
  fieldInnerRedeemscript: {
    id: 'site.txList.field.inner-redeemscript',
    defaultMessage: 'P2SH redeem script',
  },
  fieldInnerWitnessscript: {
    id: 'site.txList.field.inner-witnessscript',
    defaultMessage: 'P2WSH / tapscript witness script',
  },
  emptyItem: { id: 'site.txList.empty-item', defaultMessage: '(empty)' },
  fieldSequence: { id: 'site.txList.field.sequence', defaultMessage: 'nSequence' },
  fieldType: { id: 'site.txList.field.type', defaultMessage: 'Type' },
  fieldAsm: { id: 'site.txList.field.asm', defaultMessage: 'ScriptPubKey (ASM)' },
  fieldData: { id: 'site.txList.field.data', defaultMessage: 'Data (hex)' },
})
