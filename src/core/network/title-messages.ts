// Document titles: the site name with a per-network suffix, and page titles in front of it.
import { defineMessages } from '@formatjs/intl'

export const titleMessages = defineMessages({
  mainnet: { id: 'network.title.mainnet', defaultMessage: '{site} - Bitcoin Explorer' },
  testnet: { id: 'network.title.testnet', defaultMessage: '{site} - Bitcoin Testnet3' },
  testnet4: { id: 'network.title.testnet4', defaultMessage: '{site} - Bitcoin Testnet4' },
  signet: { id: 'network.title.signet', defaultMessage: '{site} - Bitcoin Signet' },
  regtest: { id: 'network.title.regtest', defaultMessage: '{site} - Bitcoin Regtest' },
  liquid: { id: 'network.title.liquid', defaultMessage: '{site} - Liquid Network' },
  liquidtestnet: { id: 'network.title.liquidtestnet', defaultMessage: '{site} - Liquid Testnet' },
  page: {
    id: 'network.title.page',
    defaultMessage: '{page} - {title}',
    description: 'page title before the site title',
  },
})
