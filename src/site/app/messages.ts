import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  loading: { id: 'site.page.loading', defaultMessage: 'Loading…' },
  backToExplorer: { id: 'site.page.back', defaultMessage: 'Back to the explorer' },
})
