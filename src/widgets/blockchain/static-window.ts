// Static mode: a fixed window of mined blocks ending at a given height, with no projected side.

/** Cubes in a static window unless `static-count` says otherwise. */
export const DEFAULT_STATIC_COUNT = 8

/** Heights shown, highest first: `count` blocks ending at `endHeight`, never below 0. */
export function staticWindow(endHeight: number, count: number = DEFAULT_STATIC_COUNT): number[] {
  if (!Number.isInteger(endHeight) || endHeight < 0) return []
  const size = Number.isInteger(count) && count > 0 ? count : DEFAULT_STATIC_COUNT
  const heights: number[] = []
  for (let h = endHeight; h > endHeight - size && h >= 0; h--) heights.push(h)
  return heights
}

/** Parses the `static-height` attribute: a whole height ≥ 0, else not static. */
export function parseStaticHeight(value: string | number | undefined | null): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const height = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(height) && height >= 0 ? height : undefined
}
