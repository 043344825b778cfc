// Every user-visible string of the mining pool page.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  title: { id: 'site.pool.title', defaultMessage: 'Mining pool {name}' },
  titleBySlug: { id: 'site.pool.title-by-slug', defaultMessage: 'Mining pool {slug}' },
  loading: { id: 'site.pool.loading', defaultMessage: 'Loading mining pool…' },
  notFound: { id: 'site.pool.not-found', defaultMessage: 'Mining pool not found' },
  notFoundDetail: {
    id: 'site.pool.not-found-detail',
    defaultMessage: 'No mining pool has this name on this network. Check the link.',
  },
  failed: { id: 'site.pool.failed', defaultMessage: 'The mining pool could not be loaded' },
  failedDetail: {
    id: 'site.pool.failed-detail',
    defaultMessage: 'The API answered: {message}. Try again in a moment.',
  },
  website: { id: 'site.pool.website', defaultMessage: 'Website' },
  hashrate: { id: 'site.pool.hashrate', defaultMessage: 'Estimated hashrate' },
  hashrateNote: {
    id: 'site.pool.hashrate-note',
    defaultMessage: 'From its share of the last week’s blocks',
  },
  reported: { id: 'site.pool.reported', defaultMessage: 'Reported hashrate' },
  blocksWeek: { id: 'site.pool.blocks-week', defaultMessage: 'Blocks (1 week)' },
  blocksAll: { id: 'site.pool.blocks-all', defaultMessage: 'Blocks (all time)' },
  blocksDay: { id: 'site.pool.blocks-day', defaultMessage: 'Blocks (24 hours)' },
  countShare: {
    id: 'site.pool.count-share',
    defaultMessage: '{count, number} ({share, number, ::percent .00})',
  },
  addresses: { id: 'site.pool.addresses', defaultMessage: 'Payout addresses' },
  tags: { id: 'site.pool.tags', defaultMessage: 'Coinbase tags' },
  latestBlocks: { id: 'site.pool.latest-blocks', defaultMessage: 'Latest blocks' },
  height: { id: 'site.pool.height', defaultMessage: 'Height' },
  mined: { id: 'site.pool.mined', defaultMessage: 'Mined' },
  transactions: { id: 'site.pool.transactions', defaultMessage: 'Transactions' },
  size: { id: 'site.pool.size', defaultMessage: 'Size' },
  reward: { id: 'site.pool.reward', defaultMessage: 'Reward' },
  noBlocks: { id: 'site.pool.no-blocks', defaultMessage: 'This pool has mined no blocks yet.' },
  more: { id: 'site.pool.more', defaultMessage: 'Older blocks' },
  blocksFailed: {
    id: 'site.pool.blocks-failed',
    defaultMessage: 'The blocks could not be loaded: {message}',
  },
})
