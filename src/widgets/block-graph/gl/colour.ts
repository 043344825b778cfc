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
  const a = unpackRgba(from)
  const b = unpackRgba(to)
  const channel = (index: number) =>
    Math.round((a[index] ?? 0) + ((b[index] ?? 0) - (a[index] ?? 0)) * t)
  return packRgba(channel(0), channel(1), channel(2), channel(3))
}
