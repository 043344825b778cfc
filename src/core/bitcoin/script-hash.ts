// Esplora's `scripthash`: sha256 of the output script bytes, hex, in natural (not reversed) byte order.
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, isHex } from './hex'

/**
 * `/api/scripthash/{hash}` key for an output script, given as hex or as bytes (the server hashes every output
 * it stores, so it passes bytes). Throws on odd-length or non-hex input.
 */
export function scriptHash(script: string | Uint8Array): string {
  if (typeof script !== 'string') return bytesToHex(sha256(script))
  if (!isHex(script)) throw new Error('script is not a valid hex string')
  return bytesToHex(sha256(hexToBytes(script)))
}
