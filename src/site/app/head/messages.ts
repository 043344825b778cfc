// The head's strings (spec §2.4): the markets build's site title and the description of each network family.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  marketsTitle: {
    id: 'site.meta.markets-title',
    defaultMessage: '{site} - {product} Markets',
    description: 'document title suffix on the markets build; {product} is the product name',
  },
  marketsPageTitle: {
    id: 'site.meta.markets-page-title',
    defaultMessage: '{page} - {title}',
    description: 'document title on the markets build: the page name before the site title',
  },
  bitcoinDescription: {
    id: 'site.meta.description.bitcoin',
    defaultMessage:
      'Explore the full Bitcoin ecosystem: the mempool, blocks, transactions, addresses and fee estimates, live.',
    description: 'page description (search engines, share previews) on the Bitcoin networks',
  },
  liquidDescription: {
    id: 'site.meta.description.liquid',
    defaultMessage:
      'Explore the Liquid Network: blocks, transactions, assets and addresses of the Bitcoin sidechain, live.',
    description: 'page description on the Liquid networks',
  },
  marketsDescription: {
    id: 'site.meta.description.markets',
    defaultMessage: 'Explore the {product} markets: prices, offers and trades, live.',
    description: 'page description on the markets build; {product} is the product name',
  },
})
