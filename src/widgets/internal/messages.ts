// Strings every widget may show (WidgetRoot). Ids are `widget.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  apiTrouble: {
    id: 'widget.api-trouble',
    defaultMessage: 'Cannot reach {api} — retrying…',
    description:
      'shown while the API (a URL) does not answer or answers with errors; the widget keeps retrying',
  },
})
