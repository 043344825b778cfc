// Every string <mempool-projected-block> shows. Ids are `projected-block.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  label: {
    id: 'projected-block.label',
    defaultMessage:
      'Projected block {n, number}: {count, plural, one {# transaction} other {# transactions}}',
    description:
      'accessible name of the live projected block graph; n = 1 for the next block to be mined',
  },
  loadingLabel: {
    id: 'projected-block.loading-label',
    defaultMessage: 'Projected block {n, number}: loading',
    description: 'accessible name of the projected block graph until its transactions arrive',
  },
})
