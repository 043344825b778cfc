// Every string of the header's search box.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  region: { id: 'site.search.region', defaultMessage: 'Search the blockchain' },
  label: {
    id: 'site.search.label',
    defaultMessage: 'Transaction id, block hash, height or address',
    description: 'accessible name of the search field',
  },
  placeholder: {
    id: 'site.search.placeholder',
    defaultMessage: 'Explore the full Bitcoin ecosystem',
  },
  submit: { id: 'site.search.submit', defaultMessage: 'Search' },
  suggestions: {
    id: 'site.search.suggestions',
    defaultMessage: 'Matching addresses',
    description: 'accessible name of the list of addresses that start with the typed text',
  },
  suggestionCount: {
    id: 'site.search.suggestion-count',
    defaultMessage:
      '{count, plural, =0 {No matching addresses} one {# matching address} other {# matching addresses}}',
    description: 'announced when the suggestions change',
  },
  invalid: {
    id: 'site.search.invalid',
    defaultMessage: 'not a transaction id, block hash, height or address',
    description: 'inline error under the search field',
  },
  noBlockAtHeight: {
    id: 'site.search.no-block-at-height',
    defaultMessage: 'There is no block at height {height} yet',
  },
  unavailable: {
    id: 'site.search.unavailable',
    defaultMessage: 'The search could not reach the server; try again',
  },
  searching: { id: 'site.search.searching', defaultMessage: 'Searching…' },
})
