// What the mempool backend adds to a block (spec §3 "Block" extras): the pool that mined it (linked to its
// page), median fee rate, fee span, total fees, subsidy + fees, and how much of the expected block was mined.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { $rateUnit, formatAmount, formatFeeRateWithUnit, pagePath } from '../../../core'
import type { BlockExtended } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { FieldTable } from './block-header'
import { SentenceWithLtr } from '../../tx-list/sentence-with-ltr'
import { messages } from './messages'

export function BlockExtras({ block }: { block: BlockExtended }) {
  const { t, lang, link, network } = useSiteEnv()
  const unit = useStore($rateUnit)
  const { extras } = block
  // Amounts and rates keep their order on rtl pages (isolated left to right, also inside the range sentence).
  const rate = (value: number) => formatFeeRateWithUnit(value, lang, unit)
  const amount = (sats: number) => (
    <span dir="ltr">{formatAmount(sats, { network, locale: lang })}</span>
  )
  const low = extras.feeRange[0]
  const high = extras.feeRange.at(-1)
  const rows: [string, ReactNode][] = [
    [
      t(messages.miner),
      extras.pool ? (
        <Link key="pool" to={link(pagePath`/mining/pool/${extras.pool.slug}`)}>
          {extras.pool.name}
        </Link>
      ) : (
        t(messages.unknownPool)
      ),
    ],
    [t(messages.medianFee), <span dir="ltr">{`~${rate(extras.medianFee)}`}</span>],
  ]
  if (low !== undefined && high !== undefined)
    rows.push([
      t(messages.feeRange),
      <SentenceWithLtr
        key="range"
        sentence={(slots) => t(messages.feeRangeValue, slots)}
        ltr={{ low: rate(low), high: rate(high) }}
      />,
    ])
  rows.push(
    [t(messages.totalFees), amount(extras.totalFees)],
    [t(messages.reward), amount(extras.reward)],
  )
  if (extras.similarity !== undefined)
    rows.push([
      t(messages.similarity),
      new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(
        extras.similarity,
      ),
    ])
  return <FieldTable caption={t(messages.mining)} rows={rows} className="block-extras" />
}
