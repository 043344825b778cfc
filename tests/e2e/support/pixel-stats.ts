// Counts what an element screenshot shows, for the graph specs: how much of it differs from its most common
// colour (the graph's background), and how many pixels differ from a second screenshot. PNGs are decoded in
// a blank page of the same context, because the pages under test run under a CSP without blob: images.
import type { Page } from '@playwright/test'

export interface PixelStats {
  /** Pixels that differ from the most common colour (the background). */
  drawnPixels: number
  /** The same as a share of all pixels. */
  drawnShare: number
  distinctColours: number
  /** Pixels whose colour differs by more than 24 (sum over r, g, b) from the second image; 0 without one. */
  differing: number
}

export async function pixelStats(page: Page, png: Buffer, other?: Buffer): Promise<PixelStats> {
  const scratch = await page.context().newPage()
  try {
    return await scratch.evaluate(
      async ([a, b]) => {
        const decode = async (base64: string): Promise<Uint8ClampedArray> => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
          context.drawImage(bitmap, 0, 0)
          return context.getImageData(0, 0, bitmap.width, bitmap.height).data
        }
        const d = await decode(a)
        const counts = new Map<number, number>()
        for (let i = 0; i < d.length; i += 4) {
          const key = ((d[i] ?? 0) << 16) | ((d[i + 1] ?? 0) << 8) | (d[i + 2] ?? 0)
          counts.set(key, (counts.get(key) ?? 0) + 1)
        }
        const pixels = d.length / 4
        const drawnPixels = pixels - Math.max(...counts.values())
        let differing = 0
        const e = b ? await decode(b) : undefined
        if (e && e.length === d.length)
          for (let i = 0; i < d.length; i += 4) {
            const delta =
              Math.abs((d[i] ?? 0) - (e[i] ?? 0)) +
              Math.abs((d[i + 1] ?? 0) - (e[i + 1] ?? 0)) +
              Math.abs((d[i + 2] ?? 0) - (e[i + 2] ?? 0))
            if (delta > 24) differing++
          }
        return {
          drawnPixels,
          drawnShare: drawnPixels / pixels,
          distinctColours: counts.size,
          differing,
        }
      },
      [png.toString('base64'), other?.toString('base64') ?? ''] as const,
    )
  } finally {
    await scratch.close()
  }
}
