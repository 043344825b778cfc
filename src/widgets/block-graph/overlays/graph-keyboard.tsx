// One focusable grid around the canvas: arrows, Home/End, Enter, Escape (issue 9 item 5). Skeleton.
import type { ReactNode } from 'react'
import type { GraphHitTarget, GraphTx } from '../graph-types'

export interface GraphKeyboardProps {
  target: GraphHitTarget
  label: string
  onOpen: (tx: GraphTx, modifier: boolean) => void
  onFocusTx?: (tx: GraphTx | undefined) => void
  children: ReactNode
}

export function GraphKeyboard(props: GraphKeyboardProps) {
  return (
    <div role="application" aria-label={props.label} tabIndex={0}>
      {props.children}
    </div>
  )
}
