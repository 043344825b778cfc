// The embeddable views' page titles (spec §2.4: page name, then the site title with its network suffix).
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  block: {
    id: 'site.view.block',
    defaultMessage: 'Block {id}',
    description: 'page name of view/block/{id}: a height or a block hash',
  },
  mempoolBlock: {
    id: 'site.view.mempool-block',
    defaultMessage: 'Mempool block {index}',
    description: 'page name of view/mempool-block/{index} (0 = the next block)',
  },
  blocks: {
    id: 'site.view.blocks',
    defaultMessage: 'Latest blocks',
    description: 'page name of view/blocks (the eight-blocks display)',
  },
})
