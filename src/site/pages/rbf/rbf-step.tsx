// One version in a replacement chain: its txid (to the transaction page), fee, fee rate, when it was first
// seen and, for replaced versions, how long it lasted. Deeper versions are indented under what replaced them.
import { Link } from 'react-router'
import { formatAmount, pagePath, timeSince } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useFeeRate } from '../home/use-fee-rate'
import { messages } from './messages'
import type { ReplacementStep } from './rbf-trees'
import { intervalText, stepRate } from './rbf-trees'

/** How far each level of replaced versions is indented, rem. */
const INDENT_REM = 1.5

export function RbfStep({ step, nowS }: { step: ReplacementStep; nowS: number }) {
  const { t, lang, link, network } = useSiteEnv()
  const feeRate = useFeeRate()
  const { tree, depth } = step
  const role =
    depth === 0
      ? t(messages.replacement)
      : tree.interval === undefined
        ? t(messages.replacedNoInterval)
        : t(messages.replaced, { interval: intervalText(tree.interval, lang) })
  return (
    <li
      className={depth === 0 ? 'rbf-step rbf-step-newest' : 'rbf-step'}
      data-txid={tree.tx.txid}
      data-depth={depth}
      style={{ paddingInlineStart: `${depth * INDENT_REM}rem` }}
    >
      <span className="rbf-step-role">{role}</span>
      <Link className="txid" to={link(pagePath`/tx/${tree.tx.txid}`)} dir="ltr">
        {tree.tx.txid}
      </Link>
      <span>
        {t(messages.fee)}{' '}
        <span dir="ltr">{formatAmount(tree.tx.fee, { network, locale: lang })}</span>
      </span>
      <span>
        {t(messages.feeRate)} <span dir="ltr">{feeRate(stepRate(tree))}</span>
      </span>
      <time dateTime={new Date(tree.time * 1000).toISOString()}>
        {t(messages.firstSeen)} {timeSince(tree.time, nowS, lang)}
      </time>
    </li>
  )
}
