import { describe, expect, it } from 'vitest'
import { t } from '../../core'
import { INDEXING_BADGES, indexingTasks } from './strip-banners'

describe('indexing badges', () => {
  it('lists the three indexing tasks below 100 %, not the mempool sync, per-item loads or other keys', () => {
    expect(
      indexingTasks({
        mempool: 40,
        'weekly-hashrate-indexing': 5,
        'block-indexing': 12,
        'daily-hashrate-indexing': 99,
        'blocktxs-abc': 50,
        'other-indexing': 3,
      }),
    ).toEqual([
      { key: 'block-indexing', percent: 12 },
      { key: 'daily-hashrate-indexing', percent: 99 },
      { key: 'weekly-hashrate-indexing', percent: 5 },
    ])
    expect(indexingTasks({ 'weekly-hashrate-indexing': 100 })).toEqual([])
    expect(indexingTasks({})).toEqual([])
  })

  it('reads the labels of spec §2.5', () => {
    const labels = Object.values(INDEXING_BADGES).map((message) => t(message, { percent: '42%' }))
    expect(labels).toEqual([
      'Indexing blocks (42%)',
      'Indexing network hashrate (42%)',
      'Indexing pools hashrate (42%)',
    ])
  })
})
