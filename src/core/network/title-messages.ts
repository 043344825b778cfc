// Document titles (spec §2.4): page name, base title, network suffix — testnet "Bitcoin Testnet", signet "Bitcoin
// Signet", liquid "Liquid Network", liquidtestnet "Liquid Testnet", otherwise the capitalised network name (Bitcoin
// for mainnet) followed by "Explorer".
import { defineMessages } from '@formatjs/intl'

export const titleMessages = defineMessages({
  mainnet: { id: 'network.title.mainnet', defaultMessage: '{site} - Bitcoin Explorer' },
  testnet: { id: 'network.title.testnet', defaultMessage: '{site} - Bitcoin Testnet' },
  testnet4: { id: 'network.title.testnet4', defaultMessage: '{site} - Testnet4 Explorer' },
  signet: { id: 'network.title.signet', defaultMessage: '{site} - Bitcoin Signet' },
  regtest: { id: 'network.title.regtest', defaultMessage: '{site} - Regtest Explorer' },
  liquid: { id: 'network.title.liquid', defaultMessage: '{site} - Liquid Network' },
  liquidtestnet: { id: 'network.title.liquidtestnet', defaultMessage: '{site} - Liquid Testnet' },
  page: {
    id: 'network.title.page',
    defaultMessage: '{page} - {title}',
    description: 'page title before the site title',
  },
})
