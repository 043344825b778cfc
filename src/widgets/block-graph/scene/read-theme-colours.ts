// Reads the graph's colour tokens from the element's computed style, once per theme change (themes/*.css:
// --_mp-fee-0…37, --_mp-audit-*, --_mp-graph-*). The canvas cannot use CSS itself, so this is its only route
// to the theme; a colour the parser does not know (a named colour, hsl()…) is resolved through a 2D canvas.
import { FEE_COLOUR_LEVELS } from '../../../core'
import type { Rgba } from '../../../core'
import { deriveGraphColours, parseCssColour } from './graph-colours'
import type { GraphColours } from './graph-colours'

const FALLBACK: Rgba = { r: 0.5, g: 0.5, b: 0.5, a: 1 }

export function readThemeColours(element: Element): GraphColours {
  const style = getComputedStyle(element)
  const token = (name: string): Rgba => toRgba(style.getPropertyValue(name))
  return deriveGraphColours({
    fee: FEE_COLOUR_LEVELS.map((_, i) => token(`--_mp-fee-${i}`)),
    censored: token('--_mp-audit-censored'),
    added: token('--_mp-audit-added'),
    accelerated: token('--_mp-audit-accelerated'),
    hover: token('--_mp-graph-hover'),
    highlight: token('--_mp-graph-highlight'),
  })
}

let probe: CanvasRenderingContext2D | null | undefined

function toRgba(text: string): Rgba {
  const parsed = parseCssColour(text)
  if (parsed || text.trim() === '') return parsed ?? FALLBACK
  // The 2D context normalises any CSS colour to #rrggbb or rgba().
  probe ??= document.createElement('canvas').getContext('2d')
  if (!probe) return FALLBACK
  probe.fillStyle = '#000000'
  probe.fillStyle = text.trim()
  return parseCssColour(String(probe.fillStyle)) ?? FALLBACK
}
