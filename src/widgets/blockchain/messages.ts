// Every string <mempool-blockchain> shows. Ids are `blockchain.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  region: {
    id: 'blockchain.region',
    defaultMessage: 'Blockchain',
    description: 'accessible name of the whole strip',
  },
  projectedList: {
    id: 'blockchain.projected-list',
    defaultMessage: 'Projected blocks',
    description: 'list of mempool blocks',
  },
  minedList: {
    id: 'blockchain.mined-list',
    defaultMessage: 'Mined blocks',
    description: 'list of confirmed blocks',
  },
  medianFee: {
    id: 'blockchain.median-fee',
    defaultMessage: '~{fee} sat/vB',
    description: 'approximate median fee rate of a block',
  },
  feeSpan: {
    id: 'blockchain.fee-span',
    defaultMessage: '{min} - {max} sat/vB',
    description: 'lowest and highest fee rate of a block',
  },
  medianFeeWu: {
    id: 'blockchain.median-fee-wu',
    defaultMessage: '~{fee} sat/WU',
    description: 'approximate median fee rate of a block, per weight unit',
  },
  feeSpanWu: {
    id: 'blockchain.fee-span-wu',
    defaultMessage: '{min} - {max} sat/WU',
    description: 'lowest and highest fee rate of a block, per weight unit',
  },
  txCount: {
    id: 'blockchain.tx-count',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
    description: 'transactions in a block',
  },
  stackBlocks: {
    id: 'blockchain.stack-blocks',
    defaultMessage: '({count, plural, one {# block} other {# blocks}})',
    description: 'how many blocks the last, merged projected tile holds',
  },
  etaMinutes: {
    id: 'blockchain.eta-minutes',
    defaultMessage: 'In ~{count, plural, one {# minute} other {# minutes}}',
    description: 'expected time until a projected block is mined',
  },
  etaHours: {
    id: 'blockchain.eta-hours',
    defaultMessage: 'In ~{count, plural, one {# hour} other {# hours}}',
    description: 'expected time until a projected block is mined',
  },
  etaDays: {
    id: 'blockchain.eta-days',
    defaultMessage: 'In ~{count, plural, one {# day} other {# days}}',
    description: 'expected time until a projected block is mined',
  },
  totalFees: {
    id: 'blockchain.total-fees',
    defaultMessage: '{amount} {unit}',
    description: 'total fees of a block, e.g. 0.091 BTC',
  },
  projectedLabel: {
    id: 'blockchain.projected-label',
    defaultMessage:
      '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} projected block: median {median}, {fees}, {count, plural, one {# transaction} other {# transactions}}, {when}',
    description: 'accessible name of a projected block link',
  },
  minedLabel: {
    id: 'blockchain.mined-label',
    defaultMessage:
      'Block {height}, mined {ago}{pool, select, none {} other { by {pool}}}: median {median}, {count, plural, one {# transaction} other {# transactions}}',
    description: 'accessible name of a mined block link',
  },
  loadingBlock: {
    id: 'blockchain.loading-block',
    defaultMessage: 'Loading block {height}',
    description: 'a cube whose block is loading',
  },
  loadingBlocks: {
    id: 'blockchain.loading-blocks',
    defaultMessage: 'Loading blocks…',
    description: 'before the first blocks arrive',
  },
  unavailableBlock: {
    id: 'blockchain.unavailable-block',
    defaultMessage: 'Block {height} could not be loaded',
    description: 'a cube whose block failed to load',
  },
  flipDirection: {
    id: 'blockchain.flip-direction',
    defaultMessage: 'Flip the direction of time',
    description: 'button on the divider',
  },
  scrollBack: {
    id: 'blockchain.scroll-back',
    defaultMessage: 'Back to the newest blocks',
    description: 'button shown after scrolling into older blocks',
  },
  selectedLabel: {
    id: 'blockchain.selected-label',
    defaultMessage: '{label} (selected)',
    description:
      'accessible name of the chosen cube: its usual name {label} plus the selected state',
  },
  countdown: {
    id: 'blockchain.countdown',
    defaultMessage: '{event} in {count, plural, one {# block} other {# blocks}}!',
    description: 'banner before a special block (halving…)',
  },
  indexing: {
    id: 'blockchain.indexing',
    defaultMessage: 'Indexing blocks ({percent})',
    description: 'badge while the server indexes blocks',
  },
  indexingNetworkHashrate: {
    id: 'blockchain.indexing-network-hashrate',
    defaultMessage: 'Indexing network hashrate ({percent})',
    description: 'badge while the server indexes the daily network hashrate',
  },
  indexingPoolsHashrate: {
    id: 'blockchain.indexing-pools-hashrate',
    defaultMessage: 'Indexing pools hashrate ({percent})',
    description: 'badge while the server indexes the weekly pool hashrates',
  },
})
