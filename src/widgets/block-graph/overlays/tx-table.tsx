// The graph's text alternative (issue 9 item 5): its transactions as a real table, one page at a time,
// with previous/next buttons. Each txid is a link; `onFollow` lets the host fire the cancellable event.
import { useEffect, useRef, useState } from 'react'
import type { MouseEvent, ReactNode } from 'react'
import type { RateUnit } from '../../../core'
import { useRateUnit } from '../../internal/use-preferences'
import type { GraphTx } from '../graph-types'
import { auditBadge } from './audit-badge'
import { usePartStyles } from './part-styles'
import tableStyles from './table.css?inline'
import { tableMessages as m } from './table-messages'
import { amountText, feeText } from './tx-details'
import { feeRateText, shortTxid, vsizeText } from './tx-figures'
import { useOverlayEnv } from './use-overlay-env'
import type { OverlayEnv } from './use-overlay-env'

export interface TxTableProps {
  txs: readonly GraphTx[]
  href: (txid: string) => string
  onFollow: (tx: GraphTx, event: MouseEvent<HTMLAnchorElement>) => void
  /** Adds the audit status column. */
  auditHighlighting: boolean
  /** Rows per page, default 50. */
  pageSize?: number
  /** Moves the keyboard focus to the table when it appears (it loads after the "Show as table" press). */
  focusOnMount?: boolean
}

const DEFAULT_PAGE_SIZE = 50

export function TxTable(props: TxTableProps) {
  const env = useOverlayEnv()
  const rateUnit = useRateUnit()
  const { intl } = env
  const pageSize = Math.max(1, Math.floor(props.pageSize ?? DEFAULT_PAGE_SIZE))
  const pages = Math.max(1, Math.ceil(props.txs.length / pageSize))
  const [wanted, setPage] = useState(0)
  const page = Math.min(wanted, pages - 1) // the list may have shrunk since the page was chosen
  const rows = props.txs.slice(page * pageSize, (page + 1) * pageSize)
  const table = useRef<HTMLTableElement>(null)
  usePartStyles(table, tableStyles)
  const focusOnMount = props.focusOnMount ?? false
  useEffect(() => {
    if (focusOnMount) table.current?.focus()
  }, [focusOnMount])
  return (
    <div className="tx-table">
      <table ref={table} tabIndex={-1}>
        <caption>{intl.t(m.caption, { count: props.txs.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.t(m.transaction)}</th>
            <th scope="col">{intl.t(m.feeRate)}</th>
            <th scope="col">{intl.t(m.fee)}</th>
            <th scope="col">{intl.t(rateUnit === 'wu' ? m.weight : m.virtualSize)}</th>
            <th scope="col">{intl.t(m.amount)}</th>
            {props.auditHighlighting && <th scope="col">{intl.t(m.audit)}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((tx) => (
            <TxRow key={tx.txid} tx={tx} env={env} rateUnit={rateUnit} {...props} />
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="tx-table-pager" aria-label={intl.t(m.pages)}>
          <PagerButton disabled={page === 0} onClick={() => setPage(page - 1)}>
            {intl.t(m.previous)}
          </PagerButton>
          <span aria-live="polite">{intl.t(m.page, { page: page + 1, pages })}</span>
          <PagerButton disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {intl.t(m.next)}
          </PagerButton>
        </nav>
      )}
    </div>
  )
}

function TxRow(props: TxTableProps & { tx: GraphTx; env: OverlayEnv; rateUnit: RateUnit }) {
  const { tx, env } = props
  const { intl } = env
  const badge = auditBadge(tx.status)
  return (
    <tr>
      <th scope="row">
        <a
          href={props.href(tx.txid)}
          className="txid"
          title={tx.txid}
          dir="ltr"
          onClick={(event) => props.onFollow(tx, event)}
        >
          {shortTxid(tx.txid)}
        </a>
      </th>
      <td>{feeRateText(tx.rate, intl, props.rateUnit)}</td>
      <td>{feeText(tx.fee, intl)}</td>
      <td>{vsizeText(tx.vsize, intl, props.rateUnit)}</td>
      <td>{amountText(tx.value, intl, env.network)}</td>
      {props.auditHighlighting && <td>{badge ? intl.t(badge.label) : ''}</td>}
    </tr>
  )
}

/** aria-disabled rather than disabled, so the keyboard focus stays on "Next" when the last page is reached. */
function PagerButton(props: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-disabled={props.disabled}
      onClick={() => {
        if (!props.disabled) props.onClick()
      }}
    >
      {props.children}
    </button>
  )
}
