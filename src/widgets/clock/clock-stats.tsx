// The stat labels in the four corners (spec §2.5 "Clock"): the price and the high-priority fee on top; below,
// the centre block's size and transactions in mined mode, the mempool's memory usage and unconfirmed count in
// mempool mode.
import type { Block } from '../../core'
import { formatBytes, formatFeeRateWithUnit, formatFiat } from '../../core'
import { useStore } from '../internal/use-store'
import { useWidget } from '../internal/widget-context'
import type { ClockMode } from './clock-rules'
import { messages } from './messages'

type StatName = 'price' | 'priority' | 'size' | 'transactions' | 'memory' | 'unconfirmed'

const CORNERS = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const

export function ClockStats({ mode, block }: { mode: ClockMode; block: Block | undefined }) {
  const { client, intl } = useWidget()
  const { t } = intl
  const conversions = useStore(client.stores.$conversions)
  const currency = useStore(client.stores.$currency)
  const fees = useStore(client.stores.$fees)
  const info = useStore(client.stores.$mempoolInfo)
  const locale = intl.locale
  const pending = t(messages.pending)

  const price = conversions?.[currency]
  const figures: readonly (readonly [StatName, string])[] = [
    ['price', price && price > 0 ? formatFiat(price, currency, locale) : pending],
    ['priority', fees ? formatFeeRateWithUnit(fees.fastestFee, locale) : pending],
    ...(mode === 'mined'
      ? ([
          ['size', block ? formatBytes(block.size, { locale }) : pending],
          ['transactions', block ? t(messages.count, { count: block.tx_count }) : pending],
        ] as const)
      : ([
          [
            'memory',
            info
              ? t(messages.memoryValue, {
                  usage: formatBytes(info.usage, { locale }),
                  limit: formatBytes(info.maxmempool, { locale }),
                })
              : pending,
          ],
          ['unconfirmed', info ? t(messages.count, { count: info.size }) : pending],
        ] as const)),
  ]

  return (
    <section className="stats" part="stats" aria-label={t(messages.stats)}>
      {figures.map(([name, value], i) => (
        <dl key={name} className={`stat stat--${CORNERS[i] ?? 'top-start'}`} data-stat={name}>
          <dt className="stat-label">{t(messages[name])}</dt>
          <dd className="stat-value">
            {/* A fee rate keeps "12 sat/vB" order in rtl, a fiat price its locale's order. */}
            <bdi>{value}</bdi>
          </dd>
        </dl>
      ))}
    </section>
  )
}
