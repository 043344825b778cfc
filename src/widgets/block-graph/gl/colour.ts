// Square colours travel as one packed number, 0xRRGGBBAA (bytes 0–255), so a scene of 60,000 squares keeps
// no colour objects; the GPU reads them as four normalized bytes.

/** A colour packed as 0xRRGGBBAA. */
export type PackedRgba = number

/** Packs bytes (0–255; alpha defaults to opaque) into 0xRRGGBBAA. */
export function packRgba(r: number, g: number, b: number, a = 255): PackedRgba {
  return ((r & 255) * 0x1000000 + ((g & 255) << 16) + ((b & 255) << 8) + (a & 255)) >>> 0
}

/** The four bytes of a packed colour, red first. */
export function unpackRgba(colour: PackedRgba): [number, number, number, number] {
  return [(colour >>> 24) & 255, (colour >>> 16) & 255, (colour >>> 8) & 255, colour & 255]
}

/** Linear blend of two packed colours, byte by byte (t = 0 → from, 1 → to), as the shader does. */
export function mixRgba(from: PackedRgba, to: PackedRgba, t: number): PackedRgba {
  if (from === to || t >= 1) return to >>> 0
  return packRgba(
    mixByte(from >>> 24, to >>> 24, t),
    mixByte(from >>> 16, to >>> 16, t),
    mixByte(from >>> 8, to >>> 8, t),
    mixByte(from, to, t),
  )
}

/** One channel of mixRgba (the low byte of each argument); no arrays or closures, it runs per square. */
function mixByte(from: number, to: number, t: number): number {
  const a = from & 255
  return Math.round(a + ((to & 255) - a) * t)
}
