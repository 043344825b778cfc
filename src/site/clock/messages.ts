// The clock page's strings: its page name (spec §2.4 title) and the header's link to it.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  pageName: {
    id: 'site.clock.page-name',
    defaultMessage: 'Clock',
    description:
      'page name of clock/{mode}/{index}: the one-hour chain clock (document title, heading)',
  },
  headerLink: {
    id: 'site.clock.header-link',
    defaultMessage: 'Clock',
    description: 'the site header link to the chain clock page',
  },
})
