// Which tx the tooltip shows: the pinned one (click; Escape or a click elsewhere unpins), else the one the
// keyboard focuses, else the hovered one. The scene paints the hovered square in the hover colour (fading
// over 300 ms) and the pinned one in the highlight colour. A tx the scene no longer has is dropped.
import { useCallback, useEffect, useState } from 'react'
import type { RefObject } from 'react'
import type { GraphTx } from './graph-types'
import type { GraphEngine } from './use-graph-engine'

export interface PinnedTooltip {
  shown: GraphTx | undefined
  pinned: GraphTx | undefined
  hover(tx: GraphTx | undefined): void
  /** A click: pins the tx under the pointer, or unpins on empty space. */
  pin(tx: GraphTx | undefined): void
  unpin(): void
  focus(tx: GraphTx | undefined): void
}

export function usePinnedTooltip(
  engine: GraphEngine | undefined,
  root: RefObject<HTMLElement | null>,
  hoverMs: number,
): PinnedTooltip {
  const [hovered, setHovered] = useState<string>()
  const [pinned, setPinned] = useState<string>()
  const [focused, setFocused] = useState<GraphTx>()

  const hover = useCallback(
    (tx: GraphTx | undefined) => {
      setHovered(tx?.txid)
      engine?.scene.setHover(tx?.txid, performance.now(), hoverMs)
    },
    [engine, hoverMs],
  )
  const pinTxid = useCallback(
    (txid: string | undefined) => {
      setPinned(txid)
      engine?.scene.setHighlight(txid, performance.now())
    },
    [engine],
  )
  const unpin = useCallback(() => pinTxid(undefined), [pinTxid])
  useUnpinOutside(root, pinned !== undefined, unpin)

  const current = (txid: string | undefined): GraphTx | undefined => {
    const slot = txid === undefined ? undefined : engine?.scene.slotOfTx(txid)
    return slot === undefined ? undefined : engine?.scene.txInSlot(slot)
  }
  const pinnedTx = current(pinned)
  const focusedTx = current(focused?.txid)
  return {
    shown: pinnedTx ?? focusedTx ?? current(hovered),
    pinned: pinnedTx,
    hover,
    pin: (tx) => pinTxid(tx?.txid),
    unpin,
    focus: setFocused,
  }
}

/** While a tooltip is pinned, Escape or a pointer press outside the graph unpins it. */
function useUnpinOutside(root: RefObject<HTMLElement | null>, active: boolean, unpin: () => void) {
  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') unpin()
    }
    const onPress = (event: globalThis.PointerEvent) => {
      const element = root.current
      if (element && !event.composedPath().includes(element)) unpin()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPress)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPress)
    }
  }, [root, active, unpin])
}
