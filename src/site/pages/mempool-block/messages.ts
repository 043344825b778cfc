// The mempool-block page's strings.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  title: {
    id: 'site.mempoolBlock.title',
    defaultMessage: 'Mempool block {n}',
    description: 'page name of /mempool-block/{index}; n counts from 1 (index 0 is block 1)',
  },
  nextBlock: {
    id: 'site.mempoolBlock.next',
    defaultMessage: 'Next block',
    description: 'page name of /mempool-block/0',
  },
  stats: { id: 'site.mempoolBlock.stats', defaultMessage: 'Block details' },
  medianFee: { id: 'site.mempoolBlock.median-fee', defaultMessage: 'Median fee' },
  feeRange: { id: 'site.mempoolBlock.fee-range', defaultMessage: 'Fee span' },
  feeRangeValue: {
    id: 'site.mempoolBlock.fee-range-value',
    defaultMessage: '{min} – {max}',
    description: 'lowest and highest fee rate of the block',
  },
  totalFees: { id: 'site.mempoolBlock.total-fees', defaultMessage: 'Total fees' },
  txCount: { id: 'site.mempoolBlock.tx-count', defaultMessage: 'Transactions' },
  size: { id: 'site.mempoolBlock.size', defaultMessage: 'Size' },
  eta: {
    id: 'site.mempoolBlock.eta',
    defaultMessage: 'Expected',
    description: 'when the block is expected to be mined, e.g. "in 20 minutes"',
  },
  empty: {
    id: 'site.mempoolBlock.empty',
    defaultMessage: 'The mempool does not reach this block right now.',
  },
  neighbours: { id: 'site.mempoolBlock.neighbours', defaultMessage: 'Other projected blocks' },
  notFound: { id: 'site.mempoolBlock.not-found', defaultMessage: 'Mempool block not found' },
  notFoundDetail: {
    id: 'site.mempoolBlock.not-found-detail',
    defaultMessage:
      'There are projected blocks 0 (the next block) to 7. Check the number in the address.',
  },
})
