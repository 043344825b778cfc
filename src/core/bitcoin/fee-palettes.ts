// Fee colour palettes (spec §9 "Fee colours"): 38 colours over the thresholds 1 … 2000 sat/vB, one hex colour
// (no '#') per threshold. Rates below 1 sat/vB take the first colour. (The statistics buckets of fee-levels.ts start
// at 0 instead: that is the wire format of reference §3.6, not a colour scale.)

/** Colour thresholds in sat/vB: colour i covers FEE_COLOUR_LEVELS[i] ≤ rate < FEE_COLOUR_LEVELS[i+1]. */
export const FEE_COLOUR_LEVELS: readonly number[] = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250,
  300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
]

/** Palette index for a rate in sat/vB: below 1 (or NaN) → 0, from 2000 up → 37. */
export function feeColourIndex(rateSatPerVb: number): number {
  const rate = Number.isNaN(rateSatPerVb) ? 0 : rateSatPerVb
  const above = FEE_COLOUR_LEVELS.findIndex((level) => level > rate)
  if (above === -1) return FEE_COLOUR_LEVELS.length - 1
  return Math.max(0, above - 1)
}

export type FeePaletteName = 'default' | 'contrast' | 'light'

export const FEE_PALETTES: Readonly<Record<FeePaletteName, readonly string[]>> = {
  default: [
    '557d00',
    '5d7d01',
    '637d02',
    '6d7d04',
    '757d05',
    '7d7d06',
    '867d08',
    '8c7d09',
    '957d0b',
    '9b7d0c',
    'a67d0e',
    'aa7d0f',
    'b27d10',
    'bb7d11',
    'bf7d12',
    'bf7815',
    'bf7319',
    'be6c1e',
    'be6820',
    'bd6125',
    'bd5c28',
    'bc552d',
    'bc4f30',
    'bc4a34',
    'bb4339',
    'bb3d3c',
    'bb373f',
    'ba3243',
    'b92b48',
    'b9254b',
    'b8214d',
    'b71d4f',
    'b61951',
    'b41453',
    'b30e55',
    'b10857',
    'b00259',
    'ae005b',
  ],
  // Used by the "contrast" and "bukele" themes.
  contrast: [
    '0082e6',
    '0984df',
    '1285d9',
    '1a87d2',
    '2388cb',
    '2c8ac5',
    '358bbe',
    '3e8db7',
    '468eb0',
    '4f90aa',
    '5892a3',
    '61939c',
    '6a9596',
    '72968f',
    '7b9888',
    '849982',
    '8d9b7b',
    '959c74',
    '9e9e6e',
    'a79f67',
    'b0a160',
    'b9a35a',
    'c1a453',
    'caa64c',
    'd3a745',
    'dca93f',
    'e5aa38',
    'edac31',
    'f6ad2b',
    'ffaf24',
    'ffb01e',
    'ffb118',
    'ffb212',
    'ffb30c',
    'ffb406',
    'ffb500',
    'ffb600',
    'ffb700',
  ],
  // The light ("nymkappa") theme.
  light: [
    '99c246',
    'a0c343',
    'a7c240',
    'b0c13c',
    'b8c03b',
    'bebe3a',
    'beb238',
    'bcac37',
    'bba336',
    'b99e35',
    'b79334',
    'b68f33',
    'b68a32',
    'b48430',
    'b17f30',
    'b07b2f',
    'ae722e',
    'ad6b2d',
    'ab652b',
    'aa5b2a',
    'a95629',
    'a74c28',
    'a34126',
    'a13a25',
    'a02d24',
    '9e2423',
    '9c222a',
    '9c2132',
    '9b203a',
    '99203e',
    '972043',
    '951f45',
    '931e48',
    '921d49',
    '921c4e',
    '901b50',
    '8e1a53',
    '8b1954',
  ],
}

/** Theme name → palette: contrast and bukele share the contrast palette, nymkappa is the light one. */
export function paletteForTheme(theme: string): FeePaletteName {
  if (theme === 'contrast' || theme === 'bukele') return 'contrast'
  if (theme === 'nymkappa' || theme === 'light') return 'light'
  return 'default'
}

/** Hex colour (no '#') for a fee rate in sat/vB. */
export function feeColour(rateSatPerVb: number, palette: FeePaletteName = 'default'): string {
  const colours = FEE_PALETTES[palette]
  return colours[feeColourIndex(rateSatPerVb)] ?? '000000'
}
