// Colour maths for the block-overview squares; channels are 0–1 floats.

export interface Rgba {
  readonly r: number
  readonly g: number
  readonly b: number
  readonly a: number
}

/** Parses 'rrggbb' or '#rrggbb'. */
export function hexToRgba(hex: string, alpha = 1): Rgba {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`not a 6-digit hex colour: ${hex}`)
  const channel = (pair: string | undefined): number => parseInt(pair ?? '00', 16) / 255
  return { r: channel(match[1]), g: channel(match[2]), b: channel(match[3]), a: alpha }
}

/** 'rrggbb' (lower case, no '#'), each channel rounded and clamped to 0–255; alpha is dropped. */
export function rgbaToHex(colour: Rgba): string {
  const byte = (c: number): string =>
    Math.round(Math.min(1, Math.max(0, c)) * 255)
      .toString(16)
      .padStart(2, '0')
  return byte(colour.r) + byte(colour.g) + byte(colour.b)
}

/** Moves each channel towards (r+g+b)/6 by `amount` (0–1). The divisor is 6, not 3, as the reference UI does. */
export function desaturate(colour: Rgba, amount: number): Rgba {
  const grey = (colour.r + colour.g + colour.b) / 6
  const mix = (c: number): number => c + (grey - c) * amount
  return { r: mix(colour.r), g: mix(colour.g), b: mix(colour.b), a: colour.a }
}

/** Multiplies each channel by `factor` (no clamping; values above 1 are clamped only when written as hex). */
export function darken(colour: Rgba, factor: number): Rgba {
  return { r: colour.r * factor, g: colour.g * factor, b: colour.b * factor, a: colour.a }
}

export function withAlpha(colour: Rgba, alpha: number): Rgba {
  return { ...colour, a: alpha }
}
