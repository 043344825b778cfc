// The graph as one focusable grid (issue 9 item 5): arrows move a focus square between neighbouring
// squares, Home/End go to the first/last tx, Enter opens the focused tx, Escape clears the focus. The
// focused tx is announced in a polite live region (txid, fee rate, vsize).
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import type { GraphHitTarget, GraphRect, GraphTx } from '../graph-types'
import { isMoveKey, moveFocus, refocus } from './keyboard-moves'
import { keyboardMessages as m } from './messages'
import { feeRateText, shortTxid, vsizeText } from './tx-figures'
import { useOverlayEnv } from './use-overlay-env'
import type { OverlayEnv } from './use-overlay-env'

export interface GraphKeyboardProps {
  target: GraphHitTarget
  /** Accessible name of the grid: the block and its number of transactions. */
  label: string
  onOpen: (tx: GraphTx, modifier: boolean) => void
  /** Called with the focused tx (undefined when the focus is cleared or leaves), e.g. to show its tooltip. */
  onFocusTx?: (tx: GraphTx | undefined) => void
  /** The canvas. */
  children: ReactNode
}

/** The tx chosen by keyboard, with where it was drawn and its place in drawing order at that time. */
interface Chosen {
  tx: GraphTx
  rect: GraphRect
  index: number
}

function choose(target: GraphHitTarget, tx: GraphTx | undefined): Chosen | undefined {
  const rect = tx && target.rectOf(tx.txid)
  if (!tx || !rect) return undefined
  return { tx, rect, index: target.ordered().findIndex((other) => other.txid === tx.txid) }
}

/** The chosen tx as the scene draws it now; if the scene dropped it, the nearest sensible one (or none). */
function current(target: GraphHitTarget, chosen: Chosen | undefined): GraphTx | undefined {
  if (!chosen) return undefined
  const rect = target.rectOf(chosen.tx.txid)
  if (!rect) return refocus(target, chosen.rect, chosen.index)
  return target.txAt(rect.x + rect.width / 2, rect.y + rect.height / 2) ?? chosen.tx
}

export function GraphKeyboard(props: GraphKeyboardProps) {
  const env = useOverlayEnv()
  const { target } = props
  const hintId = useId()
  const [chosen, setChosen] = useState<Chosen | undefined>()
  // The square and announcement show only while the grid has DOM focus; the choice is kept to resume from.
  const [active, setActive] = useState(false)
  const tx = current(target, chosen)
  const shown = active ? tx : undefined
  useNotifyFocus(shown, props.onFocusTx)
  // Not on every render: the position needs a pass over the drawing order (60,000 txs in a mempool block).
  const spoken = useMemo(
    () => (shown ? announcement(shown, target, env) : ''),
    [shown, target, env],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (isMoveKey(event.key)) {
      event.preventDefault() // no page scrolling while moving in the grid
      const next = moveFocus(target, tx?.txid, event.key)
      if (next) setChosen(choose(target, next))
    } else if (event.key === 'Enter' && tx) {
      event.preventDefault()
      props.onOpen(tx, event.ctrlKey || event.metaKey || event.shiftKey)
    } else if (event.key === 'Escape' && tx) {
      setChosen(undefined)
    }
  }

  return (
    <div
      className="graph-keyboard"
      role="application"
      aria-roledescription={env.intl.t(m.roleDescription)}
      aria-label={props.label}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
    >
      {props.children}
      {shown && <FocusSquare rect={target.rectOf(shown.txid)} dir={env.dir} />}
      <span id={hintId} className="visually-hidden">
        {env.intl.t(m.instructions)}
      </span>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </span>
    </div>
  )
}

/** Tells the host when the shown tx changes (not on every render, so an inline callback is fine). */
function useNotifyFocus(
  shown: GraphTx | undefined,
  onFocusTx: ((tx: GraphTx | undefined) => void) | undefined,
): void {
  const latest = useRef(onFocusTx)
  const told = useRef<string | undefined>(undefined)
  useEffect(() => {
    latest.current = onFocusTx
  })
  useEffect(() => {
    if (told.current === shown?.txid) return
    told.current = shown?.txid
    latest.current?.(shown)
  }, [shown])
}

function announcement(tx: GraphTx, target: GraphHitTarget, env: OverlayEnv): string {
  const ordered = target.ordered()
  return env.intl.t(m.announce, {
    position: ordered.findIndex((other) => other.txid === tx.txid) + 1,
    count: ordered.length,
    txid: shortTxid(tx.txid),
    rate: feeRateText(tx.rate, env.intl),
    vsize: vsizeText(tx.vsize, env.intl),
  })
}

/** An outline over the focused square; in RTL its inline start is measured from the right edge. */
function FocusSquare(props: { rect: GraphRect | undefined; dir: 'ltr' | 'rtl' }) {
  const { rect } = props
  if (!rect) return null
  const fromRight = `calc(100% - ${rect.x + rect.width}px)`
  return (
    <div
      className="focus-square"
      aria-hidden="true"
      style={{
        insetInlineStart: props.dir === 'rtl' ? fromRight : rect.x,
        insetBlockStart: rect.y,
        inlineSize: rect.width,
        blockSize: rect.height,
      }}
    />
  )
}
