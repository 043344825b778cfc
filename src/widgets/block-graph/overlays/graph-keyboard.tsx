// The graph as one focusable grid (issue 9 item 5): arrows move a focus square between neighbouring
// squares, Home/End go to the first/last tx, Enter opens the focused tx, Escape clears the focus. The
// focused tx is announced in a polite live region (txid, fee rate, vsize). The moves and the announcement
// (keyboard-logic.ts) load on the grid's first focus; a key pressed before they arrive is applied then.
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import type { GraphHitTarget, GraphRect, GraphTx } from '../graph-types'
import type * as KeyboardLogicModule from './keyboard-logic'
import { keyboardMessages as m } from './messages'
import { isMoveKey } from './move-keys'
import { useOverlayEnv } from './use-overlay-env'

type KeyboardLogic = typeof KeyboardLogicModule
let loadedLogic: KeyboardLogic | undefined

/** Loads the moves and the announcement (once per page); every grid mounted later has them at once. */
export async function loadKeyboardLogic(): Promise<KeyboardLogic> {
  loadedLogic ??= await import('./keyboard-logic')
  return loadedLogic
}

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

/**
 * The chosen tx as the scene draws it now; if the scene dropped it, the nearest sensible one (or none).
 * Something is chosen only after a move, so the logic is there.
 */
function current(
  target: GraphHitTarget,
  chosen: Chosen | undefined,
  logic: KeyboardLogic | undefined,
): GraphTx | undefined {
  if (!chosen || !logic) return undefined
  const rect = target.rectOf(chosen.tx.txid)
  if (!rect) return logic.refocus(target, chosen.rect, chosen.index)
  return target.txAt(rect.x + rect.width / 2, rect.y + rect.height / 2) ?? chosen.tx
}

export function GraphKeyboard(props: GraphKeyboardProps) {
  const env = useOverlayEnv()
  const { target } = props
  const hintId = useId()
  const [chosen, setChosen] = useState<Chosen | undefined>()
  // The square and announcement show only while the grid has DOM focus; the choice is kept to resume from.
  const [active, setActive] = useState(false)
  const [logic, setLogic] = useState(loadedLogic)
  const tx = current(target, chosen, logic)
  const shown = active ? tx : undefined
  useNotifyFocus(shown, props.onFocusTx)
  // Not on every render: the position needs a pass over the drawing order (60,000 txs in a mempool block).
  const spoken = useMemo(
    () => (shown && logic ? logic.announcement(shown, target, env) : ''),
    [shown, target, env, logic],
  )
  /** Runs `apply` with the logic: now when loaded, else once it arrives. */
  const withLogic = (apply: (loaded: KeyboardLogic) => void): void => {
    if (logic) return apply(logic)
    void loadKeyboardLogic().then((loaded) => {
      setLogic(loaded)
      apply(loaded)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (isMoveKey(event.key)) {
      event.preventDefault() // no page scrolling while moving in the grid
      const key = event.key
      // From the latest choice, so keys pressed while the logic loads still add up.
      withLogic((loaded) =>
        setChosen((before) => {
          const next = loaded.moveFocus(target, current(target, before, loaded)?.txid, key)
          return next ? choose(target, next) : before
        }),
      )
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
      onFocus={() => {
        setActive(true)
        withLogic(() => undefined)
      }}
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
