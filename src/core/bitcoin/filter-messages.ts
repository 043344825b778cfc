// User-visible labels of the transaction filters ("goggles") and their groups.
import { defineMessages } from '@formatjs/intl'

export const filterLabelMessages = defineMessages({
  rbf: { id: 'bitcoin.filter.rbf', defaultMessage: 'RBF enabled' },
  no_rbf: { id: 'bitcoin.filter.no_rbf', defaultMessage: 'RBF disabled' },
  v1: { id: 'bitcoin.filter.v1', defaultMessage: 'Version 1' },
  v2: { id: 'bitcoin.filter.v2', defaultMessage: 'Version 2' },
  v3: { id: 'bitcoin.filter.v3', defaultMessage: 'Version 3' },
  nonstandard: { id: 'bitcoin.filter.nonstandard', defaultMessage: 'Non-Standard' },
  p2pk: { id: 'bitcoin.filter.p2pk', defaultMessage: 'P2PK' },
  p2ms: { id: 'bitcoin.filter.p2ms', defaultMessage: 'Bare multisig' },
  p2pkh: { id: 'bitcoin.filter.p2pkh', defaultMessage: 'P2PKH' },
  p2sh: { id: 'bitcoin.filter.p2sh', defaultMessage: 'P2SH' },
  p2wpkh: { id: 'bitcoin.filter.p2wpkh', defaultMessage: 'P2WPKH' },
  p2wsh: { id: 'bitcoin.filter.p2wsh', defaultMessage: 'P2WSH' },
  p2tr: { id: 'bitcoin.filter.p2tr', defaultMessage: 'Taproot' },
  cpfp_parent: { id: 'bitcoin.filter.cpfp_parent', defaultMessage: 'Paid for by child' },
  cpfp_child: { id: 'bitcoin.filter.cpfp_child', defaultMessage: 'Pays for parent' },
  replacement: { id: 'bitcoin.filter.replacement', defaultMessage: 'Replacement' },
  acceleration: { id: 'bitcoin.filter.acceleration', defaultMessage: 'Accelerated' },
  op_return: { id: 'bitcoin.filter.op_return', defaultMessage: 'OP_RETURN' },
  fake_pubkey: { id: 'bitcoin.filter.fake_pubkey', defaultMessage: 'Fake pubkey' },
  inscription: { id: 'bitcoin.filter.inscription', defaultMessage: 'Inscription' },
  fake_scripthash: { id: 'bitcoin.filter.fake_scripthash', defaultMessage: 'Fake scripthash' },
  coinjoin: { id: 'bitcoin.filter.coinjoin', defaultMessage: 'Coinjoin' },
  consolidation: { id: 'bitcoin.filter.consolidation', defaultMessage: 'Consolidation' },
  batch_payout: { id: 'bitcoin.filter.batch_payout', defaultMessage: 'Batch payment' },
  sighash_all: { id: 'bitcoin.filter.sighash_all', defaultMessage: 'sighash_all' },
  sighash_none: { id: 'bitcoin.filter.sighash_none', defaultMessage: 'sighash_none' },
  sighash_single: { id: 'bitcoin.filter.sighash_single', defaultMessage: 'sighash_single' },
  sighash_default: { id: 'bitcoin.filter.sighash_default', defaultMessage: 'sighash_default' },
  sighash_acp: { id: 'bitcoin.filter.sighash_acp', defaultMessage: 'sighash_anyonecanpay' },
})

export const filterGroupMessages = defineMessages({
  features: { id: 'bitcoin.filterGroup.features', defaultMessage: 'Features' },
  addressTypes: { id: 'bitcoin.filterGroup.addressTypes', defaultMessage: 'Address Types' },
  behavior: { id: 'bitcoin.filterGroup.behavior', defaultMessage: 'Behavior' },
  data: { id: 'bitcoin.filterGroup.data', defaultMessage: 'Data' },
  heuristics: { id: 'bitcoin.filterGroup.heuristics', defaultMessage: 'Heuristics' },
  sighash: { id: 'bitcoin.filterGroup.sighash', defaultMessage: 'Sighash Flags' },
})
