// Script helpers: esplora output types, esplora-style asm, addresses per simulated network.
import * as bitcoin from 'bitcoinjs-lib'
import type { ScriptPubKeyType } from '../../core/wire'
import { bytesToHex, parseMultisig } from '../../core/wire'
import type { NetworkName } from '../node/types'

export function bitcoinjsNetwork(name: NetworkName): bitcoin.networks.Network {
  return name === 'mainnet' ? bitcoin.networks.bitcoin : bitcoin.networks.testnet
}

const OP = bitcoin.opcodes
const opNames = new Map<number, string>()
for (const [name, code] of Object.entries(OP)) {
  if (typeof code === 'number' && !opNames.has(code)) opNames.set(code, name)
}
opNames.set(0xb1, 'OP_CLTV')
opNames.set(0xb2, 'OP_CSV')

/** Output script classification with esplora's names. */
export function scriptType(s: Uint8Array): ScriptPubKeyType {
  const n = s.length
  if (n === 0) return 'empty'
  if (
    n === 25 &&
    s[0] === 0x76 &&
    s[1] === 0xa9 &&
    s[2] === 0x14 &&
    s[23] === 0x88 &&
    s[24] === 0xac
  )
    return 'p2pkh'
  if (n === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return 'p2sh'
  if (n === 22 && s[0] === 0x00 && s[1] === 0x14) return 'v0_p2wpkh'
  if (n === 34 && s[0] === 0x00 && s[1] === 0x20) return 'v0_p2wsh'
  if (n === 34 && s[0] === 0x51 && s[1] === 0x20) return 'v1_p2tr'
  if (n === 4 && s[0] === 0x51 && s[1] === 0x02 && s[2] === 0x4e && s[3] === 0x73) return 'anchor'
  if (s[0] === 0x6a) return 'op_return'
  if (
    (n === 35 && s[0] === 0x21 && s[34] === 0xac) ||
    (n === 67 && s[0] === 0x41 && s[66] === 0xac)
  )
    return 'p2pk'
  if (isBareMultisig(s)) return 'multisig'
  const first = s[0] ?? 0
  if (n >= 4 && n <= 42 && (first === 0 || (first >= 0x51 && first <= 0x60)) && s[1] === n - 2)
    return 'unknown'
  return 'nonstandard'
}

// Bare multisig is the core's template (parseMultisig), so the tx flags and the output type agree.
function isBareMultisig(s: Uint8Array): boolean {
  return parseMultisig(s) !== null
}

/** Esplora-style asm: OP_PUSHBYTES_n <hex>, OP_PUSHNUM_k, OP_0, named opcodes. */
export function scriptAsm(s: Uint8Array): string {
  const parts: string[] = []
  let i = 0
  while (i < s.length) {
    const op = s[i] as number
    i++
    if (op === 0) parts.push('OP_0')
    else if (op >= 1 && op <= 75) {
      parts.push(`OP_PUSHBYTES_${op}`, bytesToHex(s.subarray(i, i + op)))
      i += op
    } else if (op >= 0x4c && op <= 0x4e) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4
      let len = 0
      for (let k = width - 1; k >= 0; k--) len = len * 256 + (s[i + k] ?? 0)
      i += width
      parts.push(
        op === 0x4c ? 'OP_PUSHDATA1' : op === 0x4d ? 'OP_PUSHDATA2' : 'OP_PUSHDATA4',
        bytesToHex(s.subarray(i, i + len)),
      )
      i += len
    } else if (op === 0x4f) parts.push('OP_PUSHNUM_NEG1')
    else if (op >= 0x51 && op <= 0x60) parts.push(`OP_PUSHNUM_${op - 0x50}`)
    else parts.push(opNames.get(op) ?? `OP_RETURN_${op}`)
  }
  return parts.join(' ')
}

const addressCache = new Map<string, string | undefined>()

/** Address of an output script on the network, or undefined (op_return, bare multisig, p2pk, …). Cached: bitcoinjs validates slowly. */
export function scriptAddress(s: Uint8Array, network: NetworkName): string | undefined {
  const cacheKey = `${network}:${bytesToHex(s)}`
  if (addressCache.has(cacheKey)) return addressCache.get(cacheKey)
  if (addressCache.size > 200_000) addressCache.clear()
  const address = encodeAddress(s, network)
  addressCache.set(cacheKey, address)
  return address
}

function encodeAddress(s: Uint8Array, network: NetworkName): string | undefined {
  const type = scriptType(s)
  if (
    type === 'p2pk' ||
    type === 'multisig' ||
    type === 'op_return' ||
    type === 'empty' ||
    type === 'nonstandard'
  )
    return undefined
  try {
    return bitcoin.address.fromOutputScript(s, bitcoinjsNetwork(network))
  } catch {
    return undefined
  }
}

/** Output script of an address on the network, or null if it does not parse. */
export function addressScript(addr: string, network: NetworkName): Uint8Array | null {
  try {
    return bitcoin.address.toOutputScript(addr, bitcoinjsNetwork(network))
  } catch {
    return null
  }
}

/** Pushed data items of a push-only script (scriptSig), or null if it contains a non-push opcode. */
export function pushItems(s: Uint8Array): Uint8Array[] | null {
  const items: Uint8Array[] = []
  const chunks = bitcoin.script.decompile(s)
  if (!chunks) return null
  for (const c of chunks) {
    if (typeof c === 'number') {
      if (c === 0) items.push(new Uint8Array(0))
      else if ((c >= 0x51 && c <= 0x60) || c === 0x4f) items.push(new Uint8Array([c - 0x50]))
      else return null
    } else items.push(c)
  }
  return items
}
