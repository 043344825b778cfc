// Assembles a block: coinbase (BIP34 height, pool tag, witness commitment), merkle root, header, and the
// BlockExtended record with its extras computed from the real transactions.
import * as bitcoin from 'bitcoinjs-lib'
import type { BlockExtended } from '../../core/wire'
import { blockSubsidySats, bytesToHex } from '../../core/wire'
import type { NetworkName } from '../node/types'
import type { PoolDef } from '../sim/pools'
import { scriptAddress, scriptAsm } from '../tx/script'
import { feeStats } from '../projection'
import { feePercentiles } from './fee-stats'
import { dsha256 } from './hash'
import { bitsToDifficulty, blockHash, type Header, headerHex } from './header'
import { merkleRootInternal, merkleRoot } from './merkle'

/** A non-coinbase tx as the block needs it. */
export interface BlockTx {
  tx: bitcoin.Transaction
  txid: string
  fee: number
  weight: number
  size: number
  sigops: number
  flags: number
  /** Effective rate, sat/vB. */
  rate: number
  /** Σ outputs, sats. */
  value: number
  /** Σ inputs, sats. */
  inValue: number
  firstSeen?: number
}

export interface AssembleInput {
  network: NetworkName
  height: number
  prevHash: string
  timeS: number
  bits: number
  version: number
  nonce: number
  extranonce: Uint8Array
  pool: PoolDef
  payoutScript: Uint8Array
  txs: readonly BlockTx[]
  /** Median time past (unix s). */
  mediantime: number
}

export interface AssembledBlock {
  header: Header
  hash: string
  coinbase: bitcoin.Transaction
  txids: string[]
  block: BlockExtended
}

function bip34Height(height: number): Uint8Array {
  return bitcoin.script.number.encode(height)
}

export function buildCoinbase(input: AssembleInput, reward: number): bitcoin.Transaction {
  const cb = new bitcoin.Transaction()
  cb.version = 2
  const tag = new TextEncoder().encode(input.pool.tag)
  const scriptSig = bitcoin.script.compile([
    bip34Height(input.height),
    Uint8Array.from([...tag, ...input.extranonce]),
  ])
  cb.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, scriptSig)
  cb.addOutput(input.payoutScript, BigInt(reward))
  const segwit = input.txs.some((t) => t.tx.hasWitnesses())
  if (segwit) {
    const wtxids = [new Uint8Array(32), ...input.txs.map((t) => t.tx.getHash(true))]
    const commitment = dsha256(
      Uint8Array.from([...merkleRootInternal(wtxids), ...new Uint8Array(32)]),
    )
    cb.addOutput(Uint8Array.from([0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed, ...commitment]), 0n)
    cb.setWitness(0, [new Uint8Array(32)])
  }
  return cb
}

export function assembleBlock(input: AssembleInput): AssembledBlock {
  const txs = input.txs
  const totalFees = txs.reduce((a, t) => a + t.fee, 0)
  const reward = blockSubsidySats(input.height) + totalFees
  const coinbase = buildCoinbase(input, reward)
  const txids = [coinbase.getId(), ...txs.map((t) => t.txid)]
  const header: Header = {
    version: input.version,
    prevHash: input.prevHash,
    merkleRoot: merkleRoot(txids),
    time: input.timeS,
    bits: input.bits,
    nonce: input.nonce,
  }
  const hash = blockHash(header)
  const cbSize = coinbase.byteLength()
  const cbWeight = coinbase.weight()
  const size = 80 + 3 + cbSize + txs.reduce((a, t) => a + t.size, 0)
  const weight = 4 * (80 + 3) + cbWeight + txs.reduce((a, t) => a + t.weight, 0)
  const { medianFee, feeRange } = feeStats(
    txs.map((t) => ({ weight: t.weight, fee: t.fee, size: t.size, rate: t.rate })),
  )
  const fees = feePercentiles(txs.map((t) => t.fee))
  const segwitTxs = txs.filter((t) => t.tx.hasWitnesses())
  const cbScript = coinbase.ins[0]?.script ?? new Uint8Array(0)
  const payout = scriptAddress(input.payoutScript, input.network) ?? null
  const nonCoinbaseWeight = txs.reduce((a, t) => a + t.weight, 0)
  const totalInputs = txs.reduce((a, t) => a + t.tx.ins.length, 0)
  const totalOutputs = txs.reduce((a, t) => a + t.tx.outs.length, 0)
  const block: BlockExtended = {
    id: hash,
    height: input.height,
    version: input.version,
    timestamp: input.timeS,
    bits: input.bits,
    nonce: input.nonce,
    difficulty: bitsToDifficulty(input.bits),
    merkle_root: header.merkleRoot,
    tx_count: txids.length,
    size,
    weight,
    previousblockhash: input.prevHash,
    mediantime: input.mediantime,
    stale: false,
    extras: {
      reward,
      totalFees,
      medianFee,
      feeRange,
      avgFee: txs.length ? Math.round(totalFees / txs.length) : 0,
      avgFeeRate: nonCoinbaseWeight ? Math.floor((totalFees * 4) / nonCoinbaseWeight) : 0,
      coinbaseRaw: bytesToHex(cbScript),
      coinbaseAddress: payout,
      coinbaseAddresses: payout ? [payout] : null,
      coinbaseSignature: scriptAsm(input.payoutScript),
      coinbaseSignatureAscii: String.fromCharCode(...cbScript),
      avgTxSize: txs.length
        ? Math.round((txs.reduce((a, t) => a + t.size, 0) / txs.length) * 100) / 100
        : 0,
      totalInputs,
      totalOutputs,
      totalOutputAmt: txs.reduce((a, t) => a + t.value, 0),
      totalInputAmt: txs.reduce((a, t) => a + t.inValue, 0),
      utxoSetChange: totalOutputs + coinbase.outs.length - totalInputs,
      utxoSetSize: null,
      segwitTotalTxs: segwitTxs.length,
      segwitTotalSize: segwitTxs.reduce((a, t) => a + t.size, 0),
      segwitTotalWeight: segwitTxs.reduce((a, t) => a + t.weight, 0),
      virtualSize: weight / 4,
      header: headerHex(header),
      feePercentiles: fees,
      medianFeeAmt: fees[3] ?? null,
      pool: {
        id: input.pool.uniqueId,
        name: input.pool.name,
        slug: input.pool.slug,
        minerNames: null,
      },
      matchRate: null,
      expectedFees: null,
      expectedWeight: null,
      firstSeen: input.timeS,
      orphans: [],
    },
  }
  return { header, hash, coinbase, txids, block }
}
