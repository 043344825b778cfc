// Query and path params of the embeddable views (spec §2.3, §5): numbers that are not integers fall back to
// the element's default, which here means the attribute is left out; booleans are on unless 'false'
// (autofit, wrap on view/blocks) or off unless 'true' (test; autofit on view/block and view/mempool-block).

/** A whole number written in decimal digits (an optional sign), else undefined. */
export function integerParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\s*[+-]?\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : undefined
}

/** view/mempool-block/{index}: a non-negative integer, else 0 (the next block). */
export function mempoolBlockIndex(value: string | undefined): number {
  const index = integerParam(value)
  return index !== undefined && index >= 0 ? index : 0
}

/** view/block and view/mempool-block: `autofit=true` fits the grid to the window. */
export function autofitParam(search: URLSearchParams): boolean {
  return search.get('autofit') === 'true'
}

/** <mempool-eight-blocks>'s attributes as markup writes them: only those the query sets validly. */
export interface EightBlocksAttributes {
  'num-blocks'?: `${number}`
  autofit?: 'false'
  padding?: `${number}`
  'block-width'?: `${number}`
  wrap?: 'false'
  stagger?: `${number}`
  'animation-duration'?: `${number}`
  test?: ''
}

const numericParams = [
  ['numBlocks', 'num-blocks'],
  ['padding', 'padding'],
  ['blockWidth', 'block-width'],
  ['stagger', 'stagger'],
  ['animationDuration', 'animation-duration'],
] as const

/** view/blocks' query (numBlocks, autofit, padding, blockWidth, wrap, stagger, animationDuration, test). */
export function eightBlocksAttributes(search: URLSearchParams): EightBlocksAttributes {
  const attributes: EightBlocksAttributes = {}
  for (const [param, attribute] of numericParams) {
    const value = integerParam(search.get(param))
    if (value !== undefined) attributes[attribute] = `${value}`
  }
  if (search.get('autofit') === 'false') attributes.autofit = 'false'
  if (search.get('wrap') === 'false') attributes.wrap = 'false'
  if (search.get('test') === 'true') attributes.test = ''
  return attributes
}
