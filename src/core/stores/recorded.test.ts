// Every recorded WebSocket frame, replayed through the fake socket in the order the reference e2e test
// uses; expected figures are read off the fixture files by hand.
import { cleanStores, keepMount } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import type { ServerFrame } from '../api/ws-server'
import { settle, setup } from './test-kit'

const frame = (path: string): ServerFrame => readCypress<ServerFrame>(path)
const OLD_TX = '242f3fff9ca7d5aea7a7a57d886f3fa7329e24fac948598a991b3a3dd631cd29'
const NEW_TX = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'

let kit = setup()
function mountAll(): void {
  const s = kit.stores
  for (const $store of [
    s.$blocks,
    s.$tip,
    s.$mempoolBlocks,
    s.$mempoolInfo,
    s.$vBytesPerSecond,
    s.$fees,
  ])
    keepMount($store)
  for (const $store of [
    s.$difficulty,
    s.$transactions,
    s.$rbfSummary,
    s.$conversions,
    s.$loadingIndicators,
  ])
    keepMount($store)
  for (const $store of [s.$syncProgress, s.$backendInfo]) keepMount($store)
}
afterEach(() => {
  const s = kit.stores
  cleanStores(
    s.$blocks,
    s.$tip,
    s.$mempoolBlocks,
    s.$mempoolInfo,
    s.$vBytesPerSecond,
    s.$fees,
    s.$difficulty,
  )
  cleanStores(
    s.$transactions,
    s.$rbfSummary,
    s.$conversions,
    s.$loadingIndicators,
    s.$syncProgress,
    s.$backendInfo,
  )
  kit = setup()
})

describe.skipIf(!hasRecorded)('recorded frames', () => {
  it('mainnet_mempoolInfo.json (init payload, March 2024)', () => {
    mountAll()
    const { socket, stores } = kit
    socket.emit(frame('mainnet_mempoolInfo.json'))

    expect(stores.$tip.get()).toEqual({
      height: 837050,
      hash: '00000000000000000000e7d533924ecd9e2096bdf261ae3daf3f04861150c5a8',
    })
    expect(stores.$blocks.get().map((b) => b.height)).toEqual([
      837050, 837049, 837048, 837047, 837046, 837045, 837044, 837043,
    ])
    const mempoolBlocks = stores.$mempoolBlocks.get()
    expect(mempoolBlocks.map((b) => [b.index, b.height])).toEqual([
      [0, 837051],
      [1, 837052],
      [2, 837053],
      [3, 837054],
      [4, 837055],
      [5, 837056],
      [6, 837057],
      [7, 837058],
    ])
    expect(mempoolBlocks[0]?.feeRange).toEqual([
      7, 7, 7.010590015128593, 7.022801302931596, 7.12430426716141, 10.01669449081803,
      236.07305936073058,
    ])
    expect(mempoolBlocks[7]?.feeRange).toHaveLength(11)
    expect(stores.$mempoolInfo.get()).toMatchObject({
      size: 112686,
      bytes: 175691391,
      total_fee: 5.10536864,
    })
    expect(stores.$vBytesPerSecond.get()).toBe(2364)
    expect(stores.$fees.get()).toEqual({
      fastestFee: 8,
      halfHourFee: 8,
      hourFee: 8,
      economyFee: 4,
      minimumFee: 2,
    })
    expect(stores.$difficulty.get()).toMatchObject({
      previousTimeMs: 1711619463 * 1000,
      estimatedRetargetMs: 1712766704114,
      remainingTimeMs: 911596114,
      adjustedTimeAvgMs: 567619,
      remainingBlocks: 1606,
    })
    expect(stores.$transactions.get()).toHaveLength(6)
    expect(stores.$transactions.get()[0]?.txid).toBe(
      '6942073671954381264699dffce75b99d8afd1a3ccc8b58ff0201dcfd890be39',
    )
    expect(stores.$rbfSummary.get()?.[0]?.txid).toBe(
      'feae4fb145c57d48c32b11c7f9ca15f2be10f102894dceed1b67f796b520c740',
    )
    expect(stores.$conversions.get()).toMatchObject({ time: 1711854906, USD: 69880, JPY: 10601000 })
    expect(stores.$loadingIndicators.get()).toEqual({})
    expect(stores.$syncProgress.get()).toBeNull()
    expect(stores.$backendInfo.get()?.gitCommit).toBe('abbc8a134')
    expect(socket.sent).toEqual([])
  })

  it('details_rbf replay: replaced tx, new tx positions, then its confirmation at 890448', async () => {
    mountAll()
    const { socket, stores } = kit
    const stopOld = stores.trackedTx(OLD_TX).listen(() => {})
    expect(socket.activeTracks().get('track-tx')).toBe(OLD_TX)

    socket.emit(frame('details_rbf/tx01_ws_stratum_jobs.json'))
    expect(stores.$tip.get()?.height).toBe(890447)
    expect(stores.$mempoolInfo.get()?.size).toBe(4173)
    expect(stores.$vBytesPerSecond.get()).toBe(1415)
    expect(stores.$transactions.get()[0]?.txid).toBe(
      'bccfbff8d129df7dcfb65b7587186a807ab2c7e4b8494188ac27733705d9e482',
    )
    expect(stores.$rbfSummary.get()).toHaveLength(6)
    expect(stores.$backendInfo.get()?.gitCommit).toBe('3c08b5c72')
    expect(stores.$conversions.get()?.USD).toBe(85181)

    socket.emit(frame('details_rbf/tx01_ws_blocks_01.json'))
    expect(stores.$tip.get()).toEqual({
      height: 890447,
      hash: '0000000000000000000004cc6260ec7065ee8f65591864fb4c720ec110e3e2ab',
    })
    expect(stores.$blocks.get().at(-1)?.height).toBe(890440)
    expect(stores.$mempoolBlocks.get().map((b) => b.height)).toEqual([
      890448, 890449, 890450, 890451,
    ])

    socket.emit(frame('details_rbf/tx01_ws_tx_replaced.json'))
    expect(stores.trackedTx(OLD_TX).get().replacedBy).toBe(NEW_TX)

    socket.emit(frame('details_rbf/tx01_ws_mempool_blocks_01.json'))
    const fourth = stores.$mempoolBlocks.get()[3]
    expect(fourth).toMatchObject({
      index: 3,
      height: 890451,
      blockVSize: 435137,
      nTx: 833,
      medianFee: 0,
    })
    expect(fourth?.feeRange[0]).toBe(1)

    stopOld()
    const stopNew = stores.trackedTx(NEW_TX).listen(() => {})
    expect(socket.activeTracks().get('track-tx')).toBe(NEW_TX)
    socket.emit(frame('details_rbf/tx02_ws_tx_position.json'))
    expect(stores.trackedTx(NEW_TX).get().position).toEqual({ block: 0, vsize: 110880 })
    socket.emit(frame('details_rbf/tx02_ws_mempool_blocks_01.json'))
    expect(stores.trackedTx(NEW_TX).get().position).toEqual({ block: 0, vsize: 111102 })
    expect(stores.$mempoolBlocks.get()[0]).toMatchObject({
      height: 890448,
      nTx: 2133,
      blockVSize: 997995.25,
    })
    socket.emit(frame('details_rbf/tx02_ws_next_block.json'))
    expect(stores.trackedTx(NEW_TX).get().position).toEqual({ block: 0, vsize: 128920 })

    socket.emit(frame('details_rbf/tx02_ws_block.json'))
    await settle()
    expect(stores.$tip.get()).toEqual({
      height: 890448,
      hash: '000000000000000000019bfe551da67e0d93dda4b355d16f1fdb4031ba7e5d61',
    })
    expect(stores.$blocks.get().map((b) => b.height)).toEqual([
      890448, 890447, 890446, 890445, 890444, 890443, 890442, 890441,
    ])
    expect(stores.$mempoolBlocks.get().map((b) => [b.height, b.nTx])).toEqual([
      [890449, 461],
      [890450, 1080],
      [890451, 901],
    ])
    expect(stores.trackedTx(NEW_TX).get().confirmed).toEqual({
      height: 890448,
      hash: '000000000000000000019bfe551da67e0d93dda4b355d16f1fdb4031ba7e5d61',
    })
    expect(stores.trackedTx(NEW_TX).get().position).toBeUndefined()

    // The identical copy repeats height 890448: at the tip, so ignored; no refresh either.
    const blocksBefore = stores.$blocks.get()
    socket.emit(frame('details_rbf/tx02_ws_block_confirmation.json'))
    await settle()
    expect(stores.$blocks.get()).toBe(blocksBefore)
    expect(socket.sent).toEqual([])
    stopNew()
  })

  it('mainnet_rbf.json, rbf_page and live-2h-chart frames', () => {
    mountAll()
    const { socket, stores } = kit
    const txid = 'c'.repeat(64)
    const stop = stores.trackedTx(txid).listen(() => {})
    socket.emit(frame('mainnet_rbf.json'))
    expect(stores.trackedTx(txid).get().replacedBy).toBe(
      '8913ec7ba0ede285dbd120e46f6d61a28f2903c10814a6f6c4f97d0edf3e1f46',
    )
    // Frames no store here consumes pass through without changing anything.
    const before = stores.$blocks.get()
    socket.emit(frame('rbf_page/rbf_01.json'))
    socket.emit(frame('rbf_page/rbf_02.json'))
    socket.emit(frame('mainnet_live2hchart.json'))
    expect(stores.$blocks.get()).toBe(before)
    stop()
  })
})
