// Every user-visible string of the site shell.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  siteName: { id: 'site.name', defaultMessage: 'mempool-widgets' },
  networkNav: { id: 'site.network-nav', defaultMessage: 'Network' },
  mainnet: { id: 'site.network.mainnet', defaultMessage: 'Mainnet' },
  testnet: { id: 'site.network.testnet', defaultMessage: 'Testnet' },
  signet: { id: 'site.network.signet', defaultMessage: 'Signet' },
  homeHeading: { id: 'site.home-heading', defaultMessage: 'Bitcoin {network} mempool explorer' },
  notFound: { id: 'site.not-found', defaultMessage: 'Page not found' },
  backHome: { id: 'site.back-home', defaultMessage: 'Back to the explorer' },
})
