// Every string the clock's dial says. Ids are `clock.face.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const faceMessages = defineMessages({
  label: {
    id: 'clock.face.label',
    defaultMessage: '{time} · last block {height}, found {ago}',
    description:
      'accessible name of the clock dial: the local time, the newest block’s height and how long ago it was found (e.g. "4 minutes ago")',
  },
  labelNoBlock: {
    id: 'clock.face.label-no-block',
    defaultMessage: '{time} · no block yet',
    description: 'accessible name of the clock dial before any block has arrived: the local time',
  },
  justNow: {
    id: 'clock.face.just-now',
    defaultMessage: 'just now',
    description: 'how long ago the last block was found, under a minute (inside the dial’s name)',
  },
})
