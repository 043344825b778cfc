import { describe, expect, it } from 'vitest'
import { emptySubscriptions } from './client-state'
import { applyCommand, type CommandContext } from './commands'
import type { SnapshotReader } from './snapshot'
import { FakeNetwork, fakeTxid } from './testing/fake-network'

// A snapshot whose parts name what was asked for, so a reply shows which handlers ran and in what order.
function snapshot(initFrame: string | null = '{"init":1}'): SnapshotReader {
  return {
    part: (key) => `"${key}":1`,
    initFrame: () => initFrame,
    rbfLatestPart: (fullRbfOnly) => `"rbfLatest":${fullRbfOnly ? '"full"' : '"all"'}`,
    rbfSummaryPart: () => '"rbfLatestSummary":[]',
    projectedFullPart: (index) => `"projected-block-transactions":${index}`,
  }
}

function context(initFrame?: string | null): CommandContext {
  return { network: new FakeNetwork(), snapshot: snapshot(initFrame) }
}

const parsed = (frames: string[]): unknown[] => frames.map((f) => JSON.parse(f) as unknown)

describe('applyCommand', () => {
  it('sends the init frame first, then one frame with every reply part in table order', () => {
    const subs = emptySubscriptions()
    const out = applyCommand(
      {
        'track-rbf': 'fullRbf',
        'track-mempool-block': 2,
        action: 'init',
        'refresh-blocks': true,
        'track-rbf-summary': true,
      },
      subs,
      context(),
    )
    expect(out.close).toBeUndefined()
    expect(out.frames[0]).toBe('{"init":1}')
    expect(out.frames[1]).toBe(
      '{"blocks":1,"projected-block-transactions":2,"rbfLatest":"full","rbfLatestSummary":[]}',
    )
    expect(subs).toMatchObject({ mempoolBlockIndex: 2, trackRbf: 'fullRbf', trackRbfSummary: true })
  })

  it('answers track-accelerations with the empty full list of the reference shape', () => {
    const on = applyCommand({ 'track-accelerations': true }, emptySubscriptions(), context())
    expect(parsed(on.frames)).toEqual([{ accelerations: { accelerations: [] } }])
    const off = applyCommand({ 'track-accelerations': false }, emptySubscriptions(), context())
    expect(off.frames).toEqual([])
  })

  it('ignores the rest of the frame while there is no init payload', () => {
    const subs = emptySubscriptions()
    const out = applyCommand({ action: 'init', 'track-rbf': 'all' }, subs, context(null))
    expect(out).toEqual({ frames: [] })
    expect(subs.trackRbf).toBeUndefined()
  })

  it('ignores unknown actions and keys, including names on Object.prototype', () => {
    const subs = emptySubscriptions()
    for (const action of ['toString', 'constructor', 'nope'])
      expect(applyCommand({ action, hasOwnProperty: 1 }, subs, context())).toEqual({ frames: [] })
    expect(subs).toEqual(emptySubscriptions())
  })

  it('stops at an invalid track-txs: error part, close request, later commands not applied', () => {
    const subs = emptySubscriptions()
    const out = applyCommand(
      { action: 'ping', 'track-txs': 'not-a-list', 'track-rbf': 'all' },
      subs,
      context(),
    )
    expect(parsed(out.frames)).toEqual([
      { pong: true, 'track-txs-error': '"track-txs" must be an array of txids' },
    ])
    expect(out.close).toEqual({ code: 1008, reason: 'invalid track-txs' })
    expect(subs.trackRbf).toBeUndefined()
  })

  it('turns trackings off with values that are not valid commands', () => {
    const subs = emptySubscriptions()
    const ctx = context()
    applyCommand(
      { 'track-tx': fakeTxid(1), 'track-rbf': 'all', 'track-mempool-block': 0 },
      subs,
      ctx,
    )
    expect(subs.trackTx?.txid).toBe(fakeTxid(1))
    applyCommand({ 'track-tx': 'xyz', 'track-rbf': 'none', 'track-mempool-block': 8 }, subs, ctx)
    expect(subs.trackTx).toBeUndefined()
    expect(subs.trackRbf).toBeUndefined()
    expect(subs.mempoolBlockIndex).toBeUndefined()
  })
})
