// Raw public keys typed into search are looked up as their P2PK output script.

const COMPRESSED = /^0[23][0-9a-fA-F]{64}$/
const UNCOMPRESSED = /^04[0-9a-fA-F]{128}$/

/** A hex public key: 33 bytes starting 02/03 or 65 bytes starting 04. */
export function isPubkeyHex(text: string): boolean {
  return COMPRESSED.test(text) || UNCOMPRESSED.test(text)
}

/**
 * P2PK script hex for a public key: push-length prefix ('21' for 33 bytes, '41' for 65) + key + 'ac' (OP_CHECKSIG).
 * Throws on anything that is not a hex public key.
 */
export function p2pkScriptHex(pubkeyHex: string): string {
  if (COMPRESSED.test(pubkeyHex)) return `21${pubkeyHex.toLowerCase()}ac`
  if (UNCOMPRESSED.test(pubkeyHex)) return `41${pubkeyHex.toLowerCase()}ac`
  throw new Error('not a hex public key (33 bytes 02/03… or 65 bytes 04…)')
}
