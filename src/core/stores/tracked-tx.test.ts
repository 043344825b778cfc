import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup } from './test-kit'

const TX = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'
const OTHER = '8a4666c6d22ce74fa47e1c4fdb09af556a234cc6a606539a75caf66ba44a2d07'

let kit = setup()
afterEach(() => {
  cleanStores(kit.stores.trackedTx(TX), kit.stores.trackedTx(OTHER), kit.stores.$blocks)
  vi.useRealTimers()
  kit = setup()
})

describe('trackedTx(txid)', () => {
  it('tracks the txid and wants blocks while mounted (txConfirmed needs both), and releases both', () => {
    vi.useFakeTimers()
    const { socket, stores } = kit
    const stop = stores.trackedTx(TX).listen(() => {})
    expect(socket.activeTracks().get('track-tx')).toBe(TX)
    expect(socket.activeWants()).toEqual(['blocks'])
    stop()
    // The tracked tx stops after the delay, then the block feed it kept after its own.
    vi.advanceTimersByTime(2 * STORE_UNMOUNT_DELAY)
    expect(socket.released).toEqual(expect.arrayContaining([`track-tx:${TX}`, 'want:blocks']))
    expect(socket.listenerCount()).toBe(0)
  })

  it('keeps position, cpfp (sent only when it changed) and acceleration positions of its own txid', () => {
    const { socket, stores } = kit
    const stop = stores.trackedTx(OTHER).listen(() => {})
    const cpfp = {
      ancestors: [],
      bestDescendant: null,
      descendants: [],
      effectiveFeePerVsize: 5.12,
      sigops: 0,
      adjustedVsize: 130,
    }
    const positions = [{ poolId: 111, pool: 'Foundry USA', block: 0, vsize: 12000.5 }]
    socket.emit({
      txPosition: {
        txid: OTHER,
        position: { block: 0, vsize: 726868, accelerated: true },
        cpfp,
        accelerationPositions: positions,
      },
    })
    socket.emit({ txPosition: { txid: OTHER, position: { block: 1, vsize: 5 } } })
    socket.emit({ txPosition: { txid: TX, position: { block: 7, vsize: 1 } } })
    expect(stores.trackedTx(OTHER).get()).toMatchObject({
      position: { block: 1, vsize: 5 },
      cpfp,
      accelerationPositions: undefined,
    })
    stop()
  })

  it('records replacement (txReplaced and rbfTransaction) and accumulates spent outputs', () => {
    const { socket, stores } = kit
    const stop = stores.trackedTx(TX).listen(() => {})
    socket.emit({ utxoSpent: { '0': { vin: 0, txid: 'a'.repeat(64) } } })
    socket.emit({ utxoSpent: { '2': { vin: 1, txid: 'b'.repeat(64) } } })
    expect(stores.trackedTx(TX).get().utxoSpent).toEqual({
      '0': { vin: 0, txid: 'a'.repeat(64) },
      '2': { vin: 1, txid: 'b'.repeat(64) },
    })
    socket.emit({ rbfTransaction: { txid: OTHER } })
    expect(stores.trackedTx(TX).get().replacedBy).toBe(OTHER)
    stop()
  })

  it('only the most recently mounted tracked tx takes frames that name no txid', () => {
    const { socket, stores } = kit
    const stopA = stores.trackedTx(TX).listen(() => {})
    const stopB = stores.trackedTx(OTHER).listen(() => {})
    socket.emit({ txReplaced: { txid: 'c'.repeat(64) } })
    expect(stores.trackedTx(OTHER).get().replacedBy).toBe('c'.repeat(64))
    expect(stores.trackedTx(TX).get().replacedBy).toBeUndefined()
    stopA()
    stopB()
  })
})
