// The blocks list's strings (also the blocks table on the home dashboard).
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  title: { id: 'site.blocks.title', defaultMessage: 'Blocks' },
  pageTitle: {
    id: 'site.blocks.page-title',
    defaultMessage: 'Blocks, page {page}',
    description: 'page name of /blocks?page=N beyond the first page',
  },
  height: { id: 'site.blocks.height', defaultMessage: 'Height' },
  pool: { id: 'site.blocks.pool', defaultMessage: 'Pool' },
  time: { id: 'site.blocks.time', defaultMessage: 'Mined' },
  reward: { id: 'site.blocks.reward', defaultMessage: 'Reward' },
  fees: { id: 'site.blocks.fees', defaultMessage: 'Fees' },
  txCount: { id: 'site.blocks.tx-count', defaultMessage: 'Transactions' },
  size: { id: 'site.blocks.size', defaultMessage: 'Size' },
  unknownPool: { id: 'site.blocks.unknown-pool', defaultMessage: 'Unknown' },
  fill: {
    id: 'site.blocks.fill',
    defaultMessage: '{size}, {percent} full',
    description: 'block size, then how full the block is against the 4 MWU limit',
  },
  pager: { id: 'site.blocks.pager', defaultMessage: 'Pages of blocks' },
  newer: { id: 'site.blocks.newer', defaultMessage: 'Newer blocks' },
  older: { id: 'site.blocks.older', defaultMessage: 'Older blocks' },
  newest: { id: 'site.blocks.newest', defaultMessage: 'Newest blocks' },
  pageOf: {
    id: 'site.blocks.page-of',
    defaultMessage: 'Page {page} of {count}',
  },
  loadFailed: { id: 'site.blocks.load-failed', defaultMessage: 'The blocks could not be loaded' },
  loadFailedDetail: {
    id: 'site.blocks.load-failed-detail',
    defaultMessage: 'The server answered: {message}. Reload the page to try again.',
  },
})
