// The 340 px details box of one square (spec §2.5 "Block overview graph", reference §3.5): shown on hover
// as a tooltip, or pinned by a click as a small dialog with a close button. No animation (spec §2.4).
import { useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import type { GraphRect, GraphTx } from '../graph-types'
import { auditBadge } from './audit-badge'
import { usePartStyles } from './part-styles'
import { placeTooltip } from './placement'
import { amountText, feeText, hasDistinctRate, ownRate, tooltipTags } from './tx-details'
import { feeRateText, shortTxid, vsizeText } from './tx-figures'
import { tooltipMessages as m } from './tooltip-messages'
import tooltipStyles from './tooltip.css?inline'
import { useRateUnit } from '../../internal/use-preferences'
import { useOverlayEnv } from './use-overlay-env'
import type { OverlayEnv } from './use-overlay-env'

export interface TxTooltipProps {
  tx: GraphTx
  /** The square under the pointer (or the pinned one), CSS px in the graph. */
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
  const env = useOverlayEnv()
  const { intl } = env
  const box = useRef<HTMLDivElement>(null)
  usePartStyles(box, tooltipStyles)
  const [height, setHeight] = useState(0)
  // Measured after layout so the box can be kept inside the graph's bottom edge.
  useLayoutEffect(() => setHeight(box.current?.offsetHeight ?? 0), [props.tx, props.pinned])
  const place = placeTooltip(
    props.anchor,
    { width: props.graphWidth, height: props.graphHeight },
    height,
    env.dir,
  )
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (props.pinned && event.key === 'Escape') {
      event.stopPropagation()
      props.onClose()
    }
  }
  return (
    <div
      ref={box}
      className={props.pinned ? 'tx-tooltip pinned' : 'tx-tooltip'}
      {...(props.pinned
        ? { role: 'dialog', 'aria-label': intl.t(m.details) }
        : { role: 'tooltip' })}
      style={{
        insetInlineStart: place.inlineStart,
        insetBlockStart: place.blockStart,
        inlineSize: place.width,
      }}
      onKeyDown={onKeyDown}
    >
      {props.pinned && (
        <button type="button" className="tx-tooltip-close" onClick={props.onClose}>
          {intl.t(m.close)}
        </button>
      )}
      <TooltipRows {...props} env={env} />
    </div>
  )
}

function TooltipRows(props: TxTooltipProps & { env: OverlayEnv }) {
  const { tx, env } = props
  const { intl } = env
  const badge = props.auditHighlighting ? auditBadge(tx.status) : undefined
  const tags = tooltipTags(tx, props.acceleratorEnabled)
  const secondRate = tx.acc ? m.acceleratedRate : hasDistinctRate(tx) ? m.effectiveRate : undefined
  // Read here, in the tooltip's own chunk, so the graph's first paint does not carry the preferences.
  const rateUnit = useRateUnit()
  return (
    <>
      <dl className="tx-tooltip-rows">
        <Row label={intl.t(m.transaction)}>
          <a href={props.href} onClick={props.onFollow} className="txid" title={tx.txid} dir="ltr">
            {shortTxid(tx.txid)}
          </a>
        </Row>
        <Row label={intl.t(m.amount)}>{amountText(tx.value, intl, env.network)}</Row>
        <Row label={intl.t(m.fee)}>{feeText(tx.fee, intl)}</Row>
        <Row label={intl.t(m.feeRate)}>{feeRateText(ownRate(tx), intl, rateUnit)}</Row>
        {secondRate && <Row label={intl.t(secondRate)}>{feeRateText(tx.rate, intl, rateUnit)}</Row>}
        <Row label={intl.t(rateUnit === 'wu' ? m.weight : m.virtualSize)}>
          {vsizeText(tx.vsize, intl, rateUnit)}
        </Row>
        {badge && (
          <Row label={intl.t(m.audit)}>
            <span className={`badge audit-${badge.tone}`}>{intl.t(badge.label)}</span>
          </Row>
        )}
      </dl>
      {tags.length > 0 && (
        <ul className="tx-tooltip-tags" aria-label={intl.t(m.flags)}>
          {tags.map((tag) => (
            <li key={tag.id} className="badge tag">
              {intl.t(tag)}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function Row(props: { label: string; children: ReactNode }) {
  return (
    <div className="tx-tooltip-row">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  )
}
