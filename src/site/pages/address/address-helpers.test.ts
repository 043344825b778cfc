import { describe, expect, it } from 'vitest'
import type { AddressInfo, ChainStats, Transaction } from '../../../core'
import { appendChunk, EMPTY_HISTORY, lastConfirmedTxid, needsMore } from './address-history'
import { itemsPerPage } from './items-per-page'
import { balances, liveGroup, liveStats, liveTxs, txEffect } from './live-address'

const ME = 'bc1qme'
const OTHER = 'bc1qother'

function tx(txid: string, confirmed: boolean, pays: number, spends = 0): Transaction {
  const out = (address: string, value: number) => ({
    scriptpubkey: '',
    scriptpubkey_asm: '',
    scriptpubkey_type: 'v0_p2wpkh' as const,
    scriptpubkey_address: address,
    value,
  })
  return {
    txid,
    version: 2,
    locktime: 0,
    size: 200,
    weight: 800,
    fee: 100,
    vin: [
      {
        txid: 'prev',
        vout: 0,
        prevout: out(spends > 0 ? ME : OTHER, spends > 0 ? spends : 5000),
        scriptsig: '',
        scriptsig_asm: '',
        is_coinbase: false,
        sequence: 0,
      },
    ],
    vout: [out(ME, pays), out(OTHER, 1)],
    status: confirmed ? { confirmed, block_height: 5 } : { confirmed },
  }
}

const stats = (funded: number, spent: number, txs: number): ChainStats => ({
  funded_txo_count: txs,
  funded_txo_sum: funded,
  spent_txo_count: 0,
  spent_txo_sum: spent,
  tx_count: txs,
})

describe('itemsPerPage', () => {
  it('is (window height − 150) / 30, at least 1', () => {
    expect(itemsPerPage(150 + 30 * 7)).toBe(7)
    expect(itemsPerPage(150 + 30 * 7 + 29)).toBe(7)
    expect(itemsPerPage(100)).toBe(1)
  })
})

describe('address history', () => {
  const chain = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => tx(`c${from + i}`, true, 1))
  it('appends REST answers and knows when the confirmed txs end', () => {
    const first = appendChunk(EMPTY_HISTORY, [tx('m0', false, 1), ...chain(25)])
    expect(first.txs).toHaveLength(26)
    expect(first.complete).toBe(false)
    expect(lastConfirmedTxid(first)).toBe('c24')
    const second = appendChunk(first, chain(3, 25))
    expect(second.txs).toHaveLength(29)
    expect(second.complete).toBe(true)
  })
  it('asks for more only when the page reaches past what is loaded', () => {
    const first = appendChunk(EMPTY_HISTORY, chain(25))
    expect(needsMore(first, 1, 20)).toBe(false)
    expect(needsMore(first, 2, 20)).toBe(true)
    expect(needsMore({ ...first, complete: true }, 2, 20)).toBe(false)
    expect(lastConfirmedTxid(EMPTY_HISTORY)).toBeUndefined()
  })
})

describe('live address news', () => {
  const known = [tx('old-m', false, 300), tx('old-c', true, 1000)]
  const info: AddressInfo = {
    address: ME,
    chain_stats: stats(1000, 0, 1),
    mempool_stats: stats(300, 0, 1),
  }

  it('reads a store value without lists (the lazy stand-in) as an empty group', () => {
    expect(liveGroup({})).toEqual({ mempool: [], confirmed: [], removed: [] })
  })

  it('reads what a tx pays to and spends from the address', () => {
    expect(txEffect(tx('t', false, 70, 40), ME)).toEqual({
      funded: 70,
      spent: 40,
      fundedCount: 1,
      spentCount: 1,
    })
  })

  it('puts a new mempool tx on top and counts it as unconfirmed', () => {
    const live = { mempool: [tx('new', false, 50)], confirmed: [], removed: [] }
    expect(liveTxs(known, live).map((t) => t.txid)).toEqual(['new', 'old-m', 'old-c'])
    const b = balances(liveStats(info, known, live))
    expect(b).toEqual({ confirmed: 1000, unconfirmed: 350, received: 1350, sent: 0, txCount: 3 })
  })

  it('moves a confirmed tx from the mempool part to the chain part', () => {
    const live = { mempool: [], confirmed: [tx('old-m', true, 300)], removed: [] }
    expect(liveTxs(known, live).map((t) => [t.txid, t.status.confirmed])).toEqual([
      ['old-m', true],
      ['old-c', true],
    ])
    expect(balances(liveStats(info, known, live))).toMatchObject({
      confirmed: 1300,
      unconfirmed: 0,
      txCount: 2,
    })
  })

  it('takes back a tx that left the mempool', () => {
    const live = { mempool: [], confirmed: [], removed: [tx('old-m', false, 300)] }
    expect(liveTxs(known, live).map((t) => t.txid)).toEqual(['old-c'])
    expect(balances(liveStats(info, known, live))).toMatchObject({ unconfirmed: 0, txCount: 1 })
  })

  it('does not count twice what REST already knew', () => {
    const live = {
      mempool: [tx('old-m', false, 300)],
      confirmed: [tx('old-c', true, 1000)],
      removed: [],
    }
    expect(balances(liveStats(info, known, live))).toEqual(balances(info))
  })
})
