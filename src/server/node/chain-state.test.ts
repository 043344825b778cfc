import { describe, expect, it } from 'vitest'
import { bitsToDifficulty } from '../chain/header'
import { RETARGET_INTERVAL, retargetBits } from '../chain/retarget'
import { ChainState } from './chain-state'
import { NETWORK_PARAMS } from './params'

function fakeChain(count: number, gapS: number): ChainState {
  const params = { ...NETWORK_PARAMS.signet, startHeight: RETARGET_INTERVAL * 10 }
  const chain = new ChainState(params, 600)
  for (let i = 0; i < count; i++) {
    const header = {
      version: 1,
      prevHash: '00'.repeat(32),
      merkleRoot: '00'.repeat(32),
      time: 1_700_000_000 + i * gapS,
      bits: params.startBits,
      nonce: 0,
    }
    chain.push({
      block: { id: `${i}`.padStart(64, '0'), height: params.startHeight + i } as never,
      header,
      audited: false,
    })
  }
  return chain
}

describe('ChainState.nextBits', () => {
  it('keeps the bits inside an epoch and retargets at the 2,016th block', () => {
    expect(fakeChain(100, 300).nextBits()).toBe(NETWORK_PARAMS.signet.startBits)
    const fast = fakeChain(RETARGET_INTERVAL, 300)
    const expected = retargetBits(
      NETWORK_PARAMS.signet.startBits,
      1_700_000_000,
      1_700_000_000 + (RETARGET_INTERVAL - 1) * 300,
      600,
    )
    expect(fast.nextBits()).toBe(expected)
    expect(
      bitsToDifficulty(expected) / bitsToDifficulty(NETWORK_PARAMS.signet.startBits),
    ).toBeCloseTo(2, 2)
  })

  it('reports the median time past of the last 11 blocks', () => {
    expect(fakeChain(20, 100).medianTimePast(0)).toBe(1_700_000_000 + 14 * 100)
  })
})
