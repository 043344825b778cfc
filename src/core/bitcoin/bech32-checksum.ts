// The BIP 173 / BIP 350 checksum of a bech32 or bech32m string (segwit addresses), so a search can tell a
// complete address from the first characters of one without loading a Bitcoin library.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    GENERATORS.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator
    })
  }
  return checksum >>> 0
}

/** True for a lower-case bech32 or bech32m string (`hrp` '1' data) whose 6-character checksum holds. */
export function hasBech32Checksum(text: string): boolean {
  const separator = text.lastIndexOf('1')
  if (separator < 1 || text.length - separator - 1 < 6 || text.length > 90) return false
  const hrp = text.slice(0, separator)
  const data: number[] = []
  for (const char of text.slice(separator + 1)) {
    const value = CHARSET.indexOf(char)
    if (value < 0) return false
    data.push(value)
  }
  const expanded = [
    ...[...hrp].map((char) => char.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((char) => char.charCodeAt(0) & 31),
  ]
  const check = polymod([...expanded, ...data])
  return check === BECH32_CONST || check === BECH32M_CONST
}
