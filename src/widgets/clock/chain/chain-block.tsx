// One block of the clockchain: a button (interactive) or a plain box (kiosk) with the kind and index the clock
// selects by, its background as a CSS string (set through the CSSOM, so a strict CSP allows it) and a short
// figure; the full description is its accessible name.
import type { ReactNode } from 'react'
import type { ClockMode } from '../clock-rules'

export interface ChainBlockProps {
  kind: ClockMode
  index: number
  label: string
  background: string
  selected: boolean
  interactive: boolean
  /** Filled share 0–1, for tests and styling. */
  fill: number
  height?: number | undefined
  onChoose: () => void
  children: ReactNode
}

export function ChainBlock(props: ChainBlockProps) {
  const { kind, index, selected, interactive } = props
  const shared = {
    className: `block ${kind}`,
    part: `chain-block ${kind}-block${selected ? ' selected-block' : ''}`,
    style: { background: props.background },
    'data-kind': kind,
    'data-index': index,
    'data-height': props.height,
    'data-fill': props.fill.toFixed(4),
    'data-selected': selected ? '' : undefined,
  }
  const figure = (
    <span className="figure" aria-hidden="true">
      {props.children}
    </span>
  )
  // Kiosk: nothing focusable; the name sits on the list item (a div may not carry one).
  if (!interactive)
    return (
      <li className="slot" aria-label={props.label}>
        <div {...shared}>{figure}</div>
      </li>
    )
  return (
    <li className="slot">
      <button
        type="button"
        {...shared}
        aria-label={props.label}
        aria-pressed={selected}
        onClick={props.onChoose}
      >
        {figure}
      </button>
    </li>
  )
}
