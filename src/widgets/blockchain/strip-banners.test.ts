import { describe, expect, it } from 'vitest'
import { indexingTasks } from './strip-banners'

describe('indexing badges', () => {
  it('lists block indexing and other *-indexing tasks below 100 %, not the mempool sync or per-item loads', () => {
    expect(
      indexingTasks({
        mempool: 40,
        'block-indexing': 12,
        'daily-hashrate-indexing': 99,
        'blocktxs-abc': 50,
        'weekly-hashrate-indexing': 100,
      }),
    ).toEqual([
      { key: 'block-indexing', percent: 12 },
      { key: 'daily-hashrate-indexing', percent: 99 },
    ])
    expect(indexingTasks({})).toEqual([])
  })
})
