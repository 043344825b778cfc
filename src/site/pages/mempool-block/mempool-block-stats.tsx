// A projected block's figures (live `mempool-blocks`): median fee, fee span, total fees, transactions,
// size and when it is expected to be mined.
import type { ReactNode } from 'react'
import { TIME_REFRESH_MS, formatAmount, formatBytes } from '../../../core'
import type { MempoolBlockWithIndex } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useFeeRate } from '../home/use-fee-rate'
import { useStore } from '../../app/use-store'
import { useNow } from '../blocks/use-now'
import { timeUntil } from '../home/time-until'
import { Waiting } from '../home/waiting'
import { mempoolBlockEtaMs } from './mempool-block-index'
import { SentenceWithLtr } from '../../tx-list/sentence-with-ltr'
import { messages } from './messages'

export interface MempoolBlockStatsProps {
  readonly block: MempoolBlockWithIndex | undefined
  /** The projected blocks have arrived (so a missing block is beyond the mempool, not loading). */
  readonly loaded: boolean
  readonly index: number
}

export function MempoolBlockStats({ block, loaded, index }: MempoolBlockStatsProps) {
  const { t, lang, network, client } = useSiteEnv()
  const feeRate = useFeeRate()
  const difficulty = useStore(client.stores.$difficulty)
  const now = useNow(TIME_REFRESH_MS.slow)
  if (!block)
    return loaded ? <p className="mempool-block-empty">{t(messages.empty)}</p> : <Waiting />
  // Fee rates and amounts keep their order on rtl pages (isolated left to right, also inside the range sentence).
  const ltr = (text: string) => <span dir="ltr">{text}</span>
  const figures: [string, string, ReactNode][] = [
    ['median-fee', t(messages.medianFee), ltr(feeRate(block.medianFee))],
    [
      'fee-range',
      t(messages.feeRange),
      <SentenceWithLtr
        sentence={(slots) => t(messages.feeRangeValue, slots)}
        ltr={{ min: feeRate(block.feeRange[0] ?? 0), max: feeRate(block.feeRange.at(-1) ?? 0) }}
      />,
    ],
    [
      'total-fees',
      t(messages.totalFees),
      ltr(formatAmount(block.totalFees, { network, locale: lang })),
    ],
    ['tx-count', t(messages.txCount), block.nTx.toLocaleString(lang)],
    ['size', t(messages.size), formatBytes(block.blockSize, { locale: lang })],
    ['eta', t(messages.eta), timeUntil(mempoolBlockEtaMs(index, difficulty, now), now, lang)],
  ]
  return (
    <section className="mempool-block-stats" aria-label={t(messages.stats)}>
      <dl className="figures">
        {figures.map(([key, label, value]) => (
          <div key={key} data-figure={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
