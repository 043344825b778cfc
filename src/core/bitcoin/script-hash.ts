// Esplora's `scripthash`: sha256 of the output script bytes, hex, in natural (not reversed) byte order.
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, isHex } from './hex'

/** `/api/scripthash/{hash}` key for an output script given as hex. Throws on odd-length or non-hex input. */
export function scriptHash(scriptHex: string): string {
  if (!isHex(scriptHex)) throw new Error('script is not a valid hex string')
  return bytesToHex(sha256(hexToBytes(scriptHex)))
}
