// An RGB pixel buffer with the one drawing operation the preview images need: filled rectangles.
export type Rgb = readonly [number, number, number]

export class Raster {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3)
    this.rect(0, 0, width, height, background)
  }

  /** Fills the rectangle, clipped to the raster; fractional edges round to whole pixels. */
  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, Math.round(x))
    const y0 = Math.max(0, Math.round(y))
    const x1 = Math.min(this.width, Math.round(x + w))
    const y1 = Math.min(this.height, Math.round(y + h))
    for (let row = y0; row < y1; row++) {
      for (let col = x0; col < x1; col++) {
        const at = (row * this.width + col) * 3
        this.pixels[at] = r
        this.pixels[at + 1] = g
        this.pixels[at + 2] = b
      }
    }
  }

  /** A nearest-neighbour copy at another size (the shapes are flat, so nothing is lost but edges). */
  scaled(width: number, height: number): Raster {
    const out = new Raster(width, height, [0, 0, 0])
    for (let row = 0; row < height; row++) {
      const from = Math.floor((row * this.height) / height)
      for (let col = 0; col < width; col++) {
        const src = (from * this.width + Math.floor((col * this.width) / width)) * 3
        out.pixels.set(this.pixels.subarray(src, src + 3), (row * width + col) * 3)
      }
    }
    return out
  }
}
