import { describe, expect, expectTypeOf, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import type { BlockExtended } from './block'
import type { ProjectedBlockTransactions } from './compressed'
import type { ServerFrame, ServerMessage, ServerMessages } from './ws-server'
import { isServerMessageType, serverMessageTypes, splitFrame } from './ws-server'

const recordedFrames = [
  'mainnet_mempoolInfo.json',
  'mainnet_rbf.json',
  'details_rbf/tx01_ws_blocks_01.json',
  'details_rbf/tx01_ws_mempool_blocks_01.json',
  'details_rbf/tx01_ws_stratum_jobs.json',
  'details_rbf/tx01_ws_tx_replaced.json',
  'details_rbf/tx02_ws_block.json',
  'details_rbf/tx02_ws_block_confirmation.json',
  'details_rbf/tx02_ws_mempool_blocks_01.json',
  'details_rbf/tx02_ws_next_block.json',
  'details_rbf/tx02_ws_tx_position.json',
  'rbf_page/rbf_01.json',
  'rbf_page/rbf_02.json',
]

describe('ServerMessage types', () => {
  it('narrows the value by type', () => {
    const handle = (message: ServerMessage): void => {
      if (message.type === 'block') expectTypeOf(message.value).toEqualTypeOf<BlockExtended>()
      if (message.type === 'blocks') expectTypeOf(message.value).toEqualTypeOf<BlockExtended[]>()
      if (message.type === 'projected-block-transactions')
        expectTypeOf(message.value).toEqualTypeOf<ProjectedBlockTransactions>()
      if (message.type === 'txConfirmed') expectTypeOf(message.value).toBeString()
    }
    handle({ type: 'pong', value: true })
    expectTypeOf<ServerFrame['vBytesPerSecond']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<ServerMessages['fees']['fastestFee']>().toBeNumber()
  })
})

describe('splitFrame', () => {
  it('turns each known key into one message and drops unknown keys and nulls', () => {
    const frame = {
      pong: true,
      block: null,
      'bsq-price': 3,
      vBytesPerSecond: 2364,
    } as unknown as ServerFrame
    expect(splitFrame(frame)).toEqual([
      { type: 'pong', value: true },
      { type: 'vBytesPerSecond', value: 2364 },
    ])
  })

  it('lists every key exactly once', () => {
    expect(new Set(serverMessageTypes).size).toBe(serverMessageTypes.length)
    expect(serverMessageTypes).toContain('projected-block-transactions')
    expect(isServerMessageType('toString')).toBe(false)
    expect(isServerMessageType('git-commit')).toBe(false)
  })
})

describe.skipIf(!hasRecorded)('splitFrame over recorded mainnet frames', () => {
  it.each(recordedFrames)('%s: every key recognised, none lost', (file) => {
    const frame = readCypress<Record<string, unknown>>(file)
    const messages = splitFrame(frame as ServerFrame)
    expect(messages.map((m) => m.type).sort()).toEqual(Object.keys(frame).sort())
    for (const message of messages) expect(message.value).toBe(frame[message.type])
  })
})
