// Every string the clockchain shows. Ids are `clock.chain.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  region: {
    id: 'clock.chain.region',
    defaultMessage: 'Latest and upcoming blocks',
    description: 'accessible name of the clock’s strip of blocks',
  },
  projectedList: {
    id: 'clock.chain.projected-list',
    defaultMessage: 'Projected blocks',
    description: 'list of the next (mempool) blocks in the clock’s strip',
  },
  minedList: {
    id: 'clock.chain.mined-list',
    defaultMessage: 'Mined blocks',
    description: 'list of the latest mined blocks in the clock’s strip',
  },
  projectedBlock: {
    id: 'clock.chain.projected-block',
    defaultMessage:
      '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} projected block: median {fee} sat/vB, {count, plural, one {# transaction} other {# transactions}}',
    description: 'accessible name of a projected block; choosing it shows it in the clock’s centre',
  },
  projectedBlockWu: {
    id: 'clock.chain.projected-block-wu',
    defaultMessage:
      '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} projected block: median {fee} sat/WU, {count, plural, one {# transaction} other {# transactions}}',
    description:
      'accessible name of a projected block when the reader shows fee rates per weight unit',
  },
  minedBlock: {
    id: 'clock.chain.mined-block',
    defaultMessage:
      'Block {height}: {count, plural, one {# transaction} other {# transactions}}, {fill, number, percent} full',
    description: 'accessible name of a mined block; choosing it shows it in the clock’s centre',
  },
  tileFee: {
    id: 'clock.chain.tile-fee',
    defaultMessage: '~{fee}',
    description:
      'approximate median fee rate (in the reader’s unit) printed on a small projected block',
  },
  flipDirection: {
    id: 'clock.chain.flip-direction',
    defaultMessage: 'Flip the direction of time',
    description: 'button on the divider between projected and mined blocks',
  },
})
