// Labels of the blocks the blockchain strip celebrates.
import { defineMessages } from '@formatjs/intl'

export const specialBlockMessages = defineMessages({
  genesis: { id: 'bitcoin.specialBlock.genesis', defaultMessage: 'Genesis' },
  genesisCompleted: {
    id: 'bitcoin.specialBlock.genesisCompleted',
    defaultMessage: 'The Genesis of Bitcoin',
  },
  halving: {
    id: 'bitcoin.specialBlock.halving',
    defaultMessage:
      "Bitcoin''s {ordinal, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Halving",
  },
  halvingCompleted: {
    id: 'bitcoin.specialBlock.halvingCompleted',
    defaultMessage: 'Block Subsidy has halved to {subsidy, number, ::.########} BTC per block',
  },
  taproot: { id: 'bitcoin.specialBlock.taproot', defaultMessage: 'Taproot 🌱 activation' },
  taprootCompleted: {
    id: 'bitcoin.specialBlock.taprootCompleted',
    defaultMessage: 'Taproot 🌱 has been activated!',
  },
})
