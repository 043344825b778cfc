// The 340 px details box of one square (spec §2.5, reference §3.5). Skeleton: filled in next.
import type { MouseEvent } from 'react'
import type { GraphRect, GraphTx } from '../graph-types'

export interface TxTooltipProps {
  tx: GraphTx
  anchor: GraphRect
  graphWidth: number
  graphHeight: number
  pinned: boolean
  auditHighlighting: boolean
  acceleratorEnabled: boolean
  href: string
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void
  onClose: () => void
}

export function TxTooltip(props: TxTooltipProps) {
  return (
    <div role="tooltip">
      <a href={props.href} onClick={props.onFollow}>
        {props.tx.txid}
      </a>
    </div>
  )
}
