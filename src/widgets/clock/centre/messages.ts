// Every string the clock's centre shows. Ids are `clock.centre.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  cubeLabel: {
    id: 'clock.centre.cube-label',
    defaultMessage: 'Block {height, number}, {fill, number, percent} full',
    description:
      'accessible name of the rotating cube in the clock centre (mined mode); fill = weight / 4,000,000 WU (0..1)',
  },
  cubeLoading: {
    id: 'clock.centre.cube-loading',
    defaultMessage: 'Loading the block',
    description: 'accessible name of the clock centre cube until the selected mined block is known',
  },
  graphLoading: {
    id: 'clock.centre.graph-loading',
    defaultMessage: 'Loading the projected block',
    description: 'shown in the clock centre while the graph code loads',
  },
})
