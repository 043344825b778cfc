// Core's acceptance RPCs over the simulated mempool (testmempoolaccept, submitpackage), the CPFP answer for an
// unbroadcast tx, and /api/v1/tx's extension fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toDisplayHex } from '../chain/hash'
import { TX_DECODE_FAILED } from './events'
import { PACKAGE_TOPOLOGY_ERROR } from './mempool-accept-views'
import type { SimNetwork } from './types'
import { confirmedUtxo, spendTx, startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork
beforeAll(async () => {
  t = await startTestNode({ seed: 'mempool-accept' })
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

const wtxidOf = (tx: ReturnType<typeof spendTx>): string => toDisplayHex(tx.getHash(true))

/** A parent paying `parentFee` from a confirmed output and a child of its output paying `childFee`. */
function parentAndChild(parentFee: number, childFee: number) {
  return familyOf(confirmedUtxo(net), parentFee, childFee)
}

/** Confirmed outputs are few on a test chain: tests share families where they do not consume them. */
function once<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
/** Only dry-run (testmempoolaccept), so it stays unspent. */
const dryFamily = once(() => parentAndChild(2_000, 3_000))
/** Submitted as a package, then read back by txExtended. */
const packaged = once(() => {
  const family = parentAndChild(2_000, 6_000)
  return { ...family, result: net.submitPackage([family.parent.toHex(), family.child.toHex()]) }
})

/** A standard output script (P2WPKH to a zero hash): a bare 22 zero bytes would be refused as 'scriptpubkey'. */
const P2WPKH_ZERO = Uint8Array.from([0x00, 0x14, ...new Uint8Array(20)])

/** The same shape over an output that does not exist (for the checks made before any lookup). */
function phantomFamily(seed: number) {
  const txid = seed.toString(16).padStart(2, '0').repeat(32)
  return familyOf({ txid, vout: 0, value: 50_000, script: P2WPKH_ZERO }, 2_000, 3_000)
}

function familyOf(
  u: { txid: string; vout: number; value: number; script: Uint8Array },
  parentFee: number,
  childFee: number,
) {
  const parent = spendTx([u], u.script, u.value - parentFee)
  const child = spendTx(
    [{ txid: parent.getId(), vout: 0 }],
    u.script,
    u.value - parentFee - childFee,
  )
  return { parent, child }
}

describe('testMempoolAccept', () => {
  it('answers Core fields for an acceptable tx, changes nothing, and applies maxfeerate', () => {
    const u = confirmedUtxo(net)
    const tx = spendTx([u], u.script, u.value - 2_000)
    const vsize = Math.ceil(tx.weight() / 4)
    expect(net.testMempoolAccept([tx.toHex()])).toEqual([
      {
        txid: tx.getId(),
        wtxid: wtxidOf(tx),
        allowed: true,
        vsize,
        fees: {
          base: 0.00002,
          'effective-feerate': Math.floor((2_000 * 1000) / vsize) / 1e8,
          'effective-includes': [wtxidOf(tx)],
        },
      },
    ])
    expect(net.mempoolTxids()).not.toContain(tx.getId())
    // the same tx above a maxfeerate (BTC/kvB) is refused
    expect(net.testMempoolAccept([tx.toHex()], 0.00001)).toEqual([
      { txid: tx.getId(), wtxid: wtxidOf(tx), allowed: false, 'reject-reason': 'max-fee-exceeded' },
    ])
  })

  it('validates a child against its parent earlier in the list', () => {
    const { parent, child } = dryFamily()
    const results = net.testMempoolAccept([parent.toHex(), child.toHex()])
    expect(Array.isArray(results) && results.map((r) => [r.txid, r.allowed])).toEqual([
      [parent.getId(), true],
      [child.getId(), true],
    ])
  })

  it('reports the failing tx with its reason and leaves the rest unvalidated', () => {
    const { parent, child } = dryFamily()
    const orphan = spendTx([{ txid: 'cd'.repeat(32), vout: 0 }], P2WPKH_ZERO, 1_000)
    expect(net.testMempoolAccept([orphan.toHex()])).toEqual([
      {
        txid: orphan.getId(),
        wtxid: wtxidOf(orphan),
        allowed: false,
        'reject-reason': 'bad-txns-inputs-missingorspent',
        'reject-details': `bad-txns-inputs-missingorspent: ${'cd'.repeat(32)}:0 does not exist`,
      },
    ])
    // the child alone misses its parent; listed after an acceptable parent, only the child is judged
    const alone = net.testMempoolAccept([child.toHex()])
    expect(alone).toMatchObject([{ allowed: false }])
    const both = net.testMempoolAccept([parent.toHex(), orphan.toHex()])
    expect(both).toEqual([
      { txid: parent.getId(), wtxid: wtxidOf(parent) },
      expect.objectContaining({ txid: orphan.getId(), allowed: false }),
    ])
  })

  it('answers package errors on every entry', () => {
    const { parent, child } = phantomFamily(1)
    expect(net.testMempoolAccept([child.toHex(), parent.toHex()])).toEqual([
      { txid: child.getId(), wtxid: wtxidOf(child), 'package-error': 'package-not-sorted' },
      { txid: parent.getId(), wtxid: wtxidOf(parent), 'package-error': 'package-not-sorted' },
    ])
    expect(net.testMempoolAccept([parent.toHex(), parent.toHex()])).toMatchObject([
      { 'package-error': 'package-contains-duplicates' },
      { 'package-error': 'package-contains-duplicates' },
    ])
  })

  it('says the bytes do not decode, without the decoder internals', () => {
    expect(net.testMempoolAccept(['02000000' + 'ff'.repeat(40)])).toEqual({
      error: TX_DECODE_FAILED,
    })
    expect(net.submitTx('02000000' + 'ff'.repeat(40))).toEqual({ error: TX_DECODE_FAILED })
  })
})

describe('submitPackage', () => {
  it('submits a parent and its child and reports each by wtxid', () => {
    const { parent, child, result } = packaged()
    expect(result).toEqual({
      package_msg: 'success',
      'tx-results': {
        [wtxidOf(parent)]: expect.objectContaining({
          txid: parent.getId(),
          fees: expect.objectContaining({ base: 0.00002 }),
        }),
        [wtxidOf(child)]: expect.objectContaining({
          txid: child.getId(),
          vsize: Math.ceil(child.weight() / 4),
        }),
      },
    })
    expect(net.mempoolTxids()).toEqual(expect.arrayContaining([parent.getId(), child.getId()]))
  })

  it('refuses txs that are not one child with its parents', () => {
    const a = phantomFamily(2)
    const b = phantomFamily(3)
    expect(net.submitPackage([a.parent.toHex(), b.parent.toHex()])).toEqual({
      error: PACKAGE_TOPOLOGY_ERROR,
    })
  })

  it('marks the txs after a refusal as not validated', () => {
    const orphan = spendTx([{ txid: 'ef'.repeat(32), vout: 0 }], P2WPKH_ZERO, 1_000)
    const child = spendTx([{ txid: orphan.getId(), vout: 0 }], P2WPKH_ZERO, 500)
    const result = net.submitPackage([orphan.toHex(), child.toHex()])
    expect(result).toMatchObject({
      package_msg: 'transaction failed',
      'tx-results': {
        [wtxidOf(orphan)]: { error: expect.stringContaining('bad-txns-inputs-missingorspent') },
        [wtxidOf(child)]: { txid: child.getId(), error: 'package-not-validated' },
      },
    })
  })
})

describe('localCpfp', () => {
  it('counts the in-mempool ancestors of an unbroadcast child and pays for them at the package rate', () => {
    const { parent, child } = parentAndChild(200, 1_000)
    expect(net.submitTx(parent.toHex())).toEqual({ txid: parent.getId() })
    const pw = parent.weight()
    const cw = child.weight()
    const local = {
      txid: child.getId(),
      weight: cw,
      sigops: 1,
      fee: 20_000,
      vin: [{ txid: parent.getId(), vout: 0 }],
      vout: [{}],
    }
    const info = net.localCpfp(local)
    expect(info).toEqual({
      ancestors: [{ txid: parent.getId(), fee: 200, weight: pw }],
      bestDescendant: null,
      descendants: [],
      effectiveFeePerVsize: 20_200 / (pw / 4 + cw / 4),
      sigops: 1,
      fee: 20_000,
      adjustedVsize: cw / 4,
    })
    // a child paying less than its parent's rate is mined after it, at its own rate
    const cheap = net.localCpfp({ ...local, fee: 100 })
    expect(cheap.effectiveFeePerVsize).toBe(100 / (cw / 4))
  })
})

describe('txExtended', () => {
  it('adds firstSeen, sizes, rates and relatives to a mempool tx', () => {
    const { parent, child } = packaged()
    const tx = net.txExtended(parent.getId())
    expect(tx).toMatchObject({
      txid: parent.getId(),
      vsize: Math.ceil(parent.weight() / 4),
      feePerVsize: 2_000 / (parent.weight() / 4),
      adjustedVsize: parent.weight() / 4,
      firstSeen: expect.any(Number),
      effectiveFeePerVsize: expect.any(Number),
      ancestors: [],
      descendants: [{ txid: child.getId(), fee: 6_000, weight: child.weight() }],
      cpfpChecked: true,
      status: { confirmed: false },
    })
    // the child lifts its parent: their package rate is above the parent's own
    expect(tx?.effectiveFeePerVsize).toBeGreaterThan(tx?.feePerVsize as number)
  })

  it('adds vsize and rates, but no firstSeen, to a confirmed tx', () => {
    const block = net.blocks(undefined, 10).find((b) => b.tx_count > 1)
    const txid = net.blockTxids(block?.id ?? '')?.[1] as string
    const plain = net.tx(txid)
    const tx = net.txExtended(txid)
    expect(tx).toEqual({
      ...plain,
      vsize: Math.ceil((plain?.weight ?? 0) / 4),
      feePerVsize: (plain?.fee ?? 0) / ((plain?.weight ?? 1) / 4),
      effectiveFeePerVsize: expect.any(Number),
    })
    expect(tx?.firstSeen).toBeUndefined()
    expect(net.txExtended('00'.repeat(32))).toBeNull()
  })
})
