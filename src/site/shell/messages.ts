// The site shell's strings: the site name, the main navigation, the network switch, the language menu and the
// skip link.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  siteName: {
    id: 'site.shell.site-name',
    defaultMessage: '{site} explorer',
    description: 'the header link to the explorer home; {site} is the deployment name',
  },
  skipToContent: { id: 'site.shell.skip', defaultMessage: 'Skip to content' },
  mainNav: {
    id: 'site.shell.main-nav',
    defaultMessage: 'Explorer',
    description: 'name of the header navigation',
  },
  dashboard: { id: 'site.shell.nav.dashboard', defaultMessage: 'Dashboard' },
  blocks: { id: 'site.shell.nav.blocks', defaultMessage: 'Blocks' },
  clock: { id: 'site.shell.nav.clock', defaultMessage: 'Clock' },
  docs: { id: 'site.shell.nav.docs', defaultMessage: 'Docs' },
  networkNav: {
    id: 'site.shell.network-nav',
    defaultMessage: 'Network',
    description: 'name of the network switch',
  },
  mainnet: { id: 'site.shell.network.mainnet', defaultMessage: 'Mainnet' },
  testnet: { id: 'site.shell.network.testnet', defaultMessage: 'Testnet' },
  signet: { id: 'site.shell.network.signet', defaultMessage: 'Signet' },
  notFound: { id: 'site.shell.not-found', defaultMessage: 'Page not found' },
  language: {
    id: 'site.language.menu',
    defaultMessage: 'Language',
    description:
      'the header button that opens the list of interface languages, and the name of that list',
  },
})
