// The fixed share-preview images (spec §2.4: 1000×500 default) for pages without preview data: drawn here from
// flat shapes on a dark ground — the strip of blocks, a block's squares, a transaction's flow, an address's
// history, pool shares, a page of text — so no artwork is copied. Each is drawn once and kept.
import { encodePng } from './png'
import { Raster, type Rgb } from './raster'

export const PREVIEW_WIDTH = 1000
export const PREVIEW_HEIGHT = 500

const GROUND: Rgb = [17, 19, 31]
const PANEL: Rgb = [29, 32, 51]
const TEXT: Rgb = [92, 98, 130]
const ACCENT: Rgb = [105, 118, 224]
/** Low to high fee rate, our own ramp. */
const FEES: readonly Rgb[] = [
  [56, 142, 120],
  [74, 170, 110],
  [150, 186, 70],
  [214, 178, 58],
  [226, 128, 58],
  [206, 74, 84],
  [150, 60, 160],
]
const MINED: Rgb = [60, 90, 170]

const fee = (i: number): Rgb => FEES[((i % FEES.length) + FEES.length) % FEES.length] ?? ACCENT

/** A pseudo-random but fixed sequence, so every start draws the same bytes. */
function sequence(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** A cube face with a darker top band, the shape of a block in the strip. */
function cube(r: Raster, x: number, y: number, size: number, colour: Rgb): void {
  r.rect(x, y, size, size, colour)
  r.rect(x, y, size, size * 0.18, colour.map((c) => Math.round(c * 0.7)) as unknown as Rgb)
}

/** A block packed with squares of fee colours, biggest rates first. */
function squares(r: Raster, x: number, y: number, size: number, seed: number): void {
  r.rect(x, y, size, size, PANEL)
  const next = sequence(seed)
  const cell = size / 16
  for (let row = 0; row < 16; row++)
    for (let col = 0; col < 16; col++) {
      if (next() < 0.12) continue
      r.rect(
        x + col * cell + 1,
        y + row * cell + 1,
        cell - 2,
        cell - 2,
        fee(6 - Math.floor(row / 2.4)),
      )
    }
}

function textLines(
  r: Raster,
  x: number,
  y: number,
  width: number,
  lines: number,
  seed: number,
): void {
  const next = sequence(seed)
  for (let i = 0; i < lines; i++) r.rect(x, y + i * 30, width * (0.55 + 0.45 * next()), 12, TEXT)
}

const DRAW = {
  dashboard: (r) => {
    for (let i = 0; i < 4; i++) cube(r, 40 + i * 115, 150, 95, fee(5 - i))
    r.rect(498, 110, 4, 200, TEXT)
    for (let i = 0; i < 4; i++) cube(r, 540 + i * 115, 150, 95, MINED)
    r.rect(40, 360, 920, 70, PANEL)
    for (let i = 0; i < 3; i++) r.rect(70 + i * 300, 385, 200, 20, TEXT)
  },
  block: (r) => {
    squares(r, 60, 40, 420, 7)
    cube(r, 560, 60, 120, MINED)
    textLines(r, 560, 230, 360, 7, 11)
  },
  tx: (r) => {
    for (let i = 0; i < 3; i++) r.rect(60, 90 + i * 110, 260, 70, PANEL)
    for (let i = 0; i < 2; i++) r.rect(680, 140 + i * 130, 260, 70, PANEL)
    r.rect(320, 225, 360, 50, fee(2))
    for (let i = 0; i < 3; i++) r.rect(320, 118 + i * 110, 60, 14, fee(2))
    for (let i = 0; i < 2; i++) r.rect(620, 168 + i * 130, 60, 14, fee(2))
  },
  address: (r) => {
    r.rect(60, 60, 880, 110, PANEL)
    r.rect(90, 95, 380, 40, ACCENT)
    for (let i = 0; i < 6; i++) {
      r.rect(60, 200 + i * 48, 880, 36, PANEL)
      r.rect(80, 212 + i * 48, 420, 12, TEXT)
      r.rect(780, 210 + i * 48, 140, 16, i % 3 === 0 ? fee(0) : fee(5))
    }
  },
  mining: (r) => {
    const shares = [0.3, 0.24, 0.15, 0.12, 0.09, 0.06, 0.04]
    for (const [i, share] of shares.entries()) {
      r.rect(60, 60 + i * 56, 880 * share * 3, 40, fee(6 - i))
      r.rect(60 + 880 * share * 3 + 20, 74 + i * 56, 120, 12, TEXT)
    }
  },
  docs: (r) => {
    r.rect(60, 50, 240, 400, PANEL)
    textLines(r, 90, 80, 180, 12, 3)
    r.rect(340, 50, 420, 28, ACCENT)
    textLines(r, 340, 120, 600, 11, 5)
  },
} satisfies Record<string, (r: Raster) => void>

/** The file names served under /resources/previews/. */
export const PREVIEW_FILES: readonly string[] = Object.keys(DRAW).map((name) => `${name}.png`)

/** The pictures by name: dashboard, block, tx, address, mining, docs. */
export type PreviewName = keyof typeof DRAW

export function isPreviewName(name: string): name is PreviewName {
  return Object.hasOwn(DRAW, name)
}

const drawn = new Map<string, Buffer>()

/** The PNG of picture `name` at `width`×`height` (drawn at 1000×500, then scaled), drawn once and kept. */
export function previewPicture(
  name: PreviewName,
  width = PREVIEW_WIDTH,
  height = PREVIEW_HEIGHT,
): Buffer {
  const key = `${name} ${width}x${height}`
  const cached = drawn.get(key)
  if (cached !== undefined) return cached
  const raster = new Raster(PREVIEW_WIDTH, PREVIEW_HEIGHT, GROUND)
  DRAW[name](raster)
  const sized =
    width === PREVIEW_WIDTH && height === PREVIEW_HEIGHT ? raster : raster.scaled(width, height)
  const png = encodePng(sized.width, sized.height, sized.pixels)
  drawn.set(key, png)
  return png
}

/** The PNG of `file` ("block.png") at the default size; undefined for any other name. */
export function previewPng(file: string): Buffer | undefined {
  const name = file.endsWith('.png') ? file.slice(0, -'.png'.length) : ''
  return isPreviewName(name) ? previewPicture(name) : undefined
}
