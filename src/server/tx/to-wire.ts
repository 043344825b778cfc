// bitcoinjs transaction + spent outputs → esplora `Transaction` JSON (reference §2.5.1).
import * as bitcoin from 'bitcoinjs-lib'
import type { Transaction, TxStatus, Vin, Vout } from '../../core/wire'
import { bytesToHex } from '../../core/wire'
import { toDisplayHex } from '../chain/hash'
import type { NetworkName } from '../node/types'
import { pushItems, scriptAddress, scriptAsm, scriptType } from './script'

export interface PrevOut {
  script: Uint8Array
  /** Sats. */
  value: number
}

export function toVout(script: Uint8Array, value: number, network: NetworkName): Vout {
  const address = scriptAddress(script, network)
  const vout: Vout = {
    scriptpubkey: bytesToHex(script),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: scriptType(script),
    value,
  }
  if (address !== undefined) vout.scriptpubkey_address = address
  return vout
}

export interface WireOptions {
  network: NetworkName
  prevouts: readonly (PrevOut | null)[]
  status: TxStatus
  sigops: number
}

export function toWireTx(tx: bitcoin.Transaction, opts: WireOptions): Transaction {
  const coinbase = tx.isCoinbase()
  let inSum = 0
  const vin: Vin[] = tx.ins.map((input, i) => {
    const prev = opts.prevouts[i] ?? null
    if (prev) inSum += prev.value
    const item: Vin = {
      txid: toDisplayHex(input.hash),
      vout: input.index,
      prevout: prev && !coinbase ? toVout(prev.script, prev.value, opts.network) : null,
      scriptsig: bytesToHex(input.script),
      scriptsig_asm: coinbase ? '' : scriptAsm(input.script),
      is_coinbase: coinbase,
      sequence: input.sequence,
    }
    if (input.witness.length > 0) item.witness = input.witness.map((w) => bytesToHex(w))
    const prevType = prev ? scriptType(prev.script) : undefined
    if (prevType === 'p2sh') {
      const redeem = pushItems(input.script)?.at(-1)
      if (redeem) item.inner_redeemscript_asm = scriptAsm(redeem)
    }
    const witnessScript = input.witness.at(-1)
    if (
      witnessScript &&
      (prevType === 'v0_p2wsh' || (prevType === 'p2sh' && input.witness.length > 2))
    ) {
      item.inner_witnessscript_asm = scriptAsm(witnessScript)
    }
    if (prevType === 'v1_p2tr' && input.witness.length >= 2) {
      const items = input.witness.at(-1)?.[0] === 0x50 ? input.witness.slice(0, -1) : input.witness
      const tapscript = items.length >= 2 ? items[items.length - 2] : undefined
      if (tapscript) item.inner_witnessscript_asm = scriptAsm(tapscript)
    }
    return item
  })
  let outSum = 0
  const vout = tx.outs.map((o) => {
    outSum += Number(o.value)
    return toVout(o.script, Number(o.value), opts.network)
  })
  return {
    txid: tx.getId(),
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout,
    size: tx.byteLength(),
    weight: tx.weight(),
    sigops: opts.sigops,
    fee: coinbase ? 0 : inSum - outSum,
    status: opts.status,
  }
}

export function decodeTx(raw: Uint8Array): bitcoin.Transaction {
  return bitcoin.Transaction.fromBuffer(raw)
}
