// Strict hex decoding shared by the script helpers.

/** True for an even-length string of hex digits (the empty string included). */
export function isHex(text: string): boolean {
  return text.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(text)
}

export function hexToBytes(hex: string): Uint8Array {
  if (!isHex(hex)) throw new Error(`not a valid hex string: ${hex.slice(0, 20)}`)
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}
