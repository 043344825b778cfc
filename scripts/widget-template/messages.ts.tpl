// Every string <mempool-__name__> shows. Ids are `__name__.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  region: {
    id: '__name__.region',
    defaultMessage: '__title__',
    description: 'accessible name of the <mempool-__name__> panel',
  },
  tip: {
    id: '__name__.tip',
    defaultMessage: 'Block {height, number}',
    description: 'height of the newest block',
  },
  loading: {
    id: '__name__.loading',
    defaultMessage: 'Loading…',
    description: 'shown until the first block arrives',
  },
})
