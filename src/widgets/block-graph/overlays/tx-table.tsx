// The graph's text alternative: a paged table of its transactions. Skeleton.
import type { MouseEvent } from 'react'
import type { GraphTx } from '../graph-types'

export interface TxTableProps {
  txs: readonly GraphTx[]
  href: (txid: string) => string
  onFollow: (tx: GraphTx, event: MouseEvent<HTMLAnchorElement>) => void
  auditHighlighting: boolean
  pageSize?: number
}

export function TxTable(props: TxTableProps) {
  return <table>{props.txs.length}</table>
}
