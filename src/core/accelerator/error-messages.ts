// The accelerator's error codes and what the reader is told for each (spec §8). The service answers with a code;
// the texts are ours, translated like every other message.
import { defineMessages } from '@formatjs/intl'

export const acceleratorErrorMessages = defineMessages({
  internal_server_error: {
    id: 'accelerator.error.internal_server_error',
    defaultMessage: 'Something went wrong, please try again later.',
  },
  acceleration_duplicated: {
    id: 'accelerator.error.acceleration_duplicated',
    defaultMessage: 'This transaction has already been accelerated.',
  },
  acceleration_outbid: {
    id: 'accelerator.error.acceleration_outbid',
    defaultMessage: 'Your fee delta is too low.',
  },
  cannot_accelerate_tx: {
    id: 'accelerator.error.cannot_accelerate_tx',
    defaultMessage: 'Cannot accelerate this transaction.',
  },
  cannot_decode_raw_tx: {
    id: 'accelerator.error.cannot_decode_raw_tx',
    defaultMessage: 'Cannot decode this raw transaction.',
  },
  cannot_fetch_raw_tx: {
    id: 'accelerator.error.cannot_fetch_raw_tx',
    defaultMessage: 'Cannot find this transaction.',
  },
  high_sigop_tx: {
    id: 'accelerator.error.high_sigop_tx',
    defaultMessage: 'This transaction cannot be accelerated.',
  },
  invalid_acceleration_request: {
    id: 'accelerator.error.invalid_acceleration_request',
    defaultMessage: 'This acceleration request is not valid.',
  },
  invalid_tx_dependencies: {
    id: 'accelerator.error.invalid_tx_dependencies',
    defaultMessage: 'The dependencies of this transaction are not valid.',
  },
  mempool_rejected_raw_tx: {
    id: 'accelerator.error.mempool_rejected_raw_tx',
    defaultMessage: 'Our mempool rejected this transaction.',
  },
  no_mining_pool_available: {
    id: 'accelerator.error.no_mining_pool_available',
    defaultMessage: 'No mining pool is available at the moment.',
  },
  not_available: {
    id: 'accelerator.error.not_available',
    defaultMessage: 'Your current subscription does not give you access to this feature.',
  },
  not_enough_balance: {
    id: 'accelerator.error.not_enough_balance',
    defaultMessage: 'Your account balance is too low. Please <link>make a deposit</link>.',
    description: '<link> opens the accelerator overview, where the reader can add funds',
  },
  not_verified: {
    id: 'accelerator.error.not_verified',
    defaultMessage: 'You must verify your account to use this feature.',
  },
  recommended_fees_not_available: {
    id: 'accelerator.error.recommended_fees_not_available',
    defaultMessage: 'Recommended fees are not available right now.',
  },
  too_many_relatives: {
    id: 'accelerator.error.too_many_relatives',
    defaultMessage: 'This transaction has too many relatives.',
  },
  txid_not_in_mempool: {
    id: 'accelerator.error.txid_not_in_mempool',
    defaultMessage: 'This transaction is not in the mempool.',
  },
  waitlisted: {
    id: 'accelerator.error.waitlisted',
    defaultMessage:
      'You are currently on the wait list. You will be notified once you are granted access.',
  },
  not_whitelisted_by_any_pool: {
    id: 'accelerator.error.not_whitelisted_by_any_pool',
    defaultMessage: 'You are not whitelisted by any mining pool.',
  },
})
