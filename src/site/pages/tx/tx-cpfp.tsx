// CPFP relatives (GET /api/v1/cpfp/{txid}, refreshed live by txPosition): ancestors this tx pays for,
// descendants paying for it and the best descendant, each linked with its fee and fee rate.
import { formatAmount, pagePath, truncateMiddle } from '../../../core'
import type { CpfpAncestor, CpfpInfo } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { rateOf, useRate } from './format'
import { SentenceWithLtr } from '../../tx-list/sentence-with-ltr'
import { messages } from './messages'

export function hasRelatives(cpfp: CpfpInfo | undefined): cpfp is CpfpInfo {
  return (
    cpfp !== undefined &&
    (cpfp.ancestors.length > 0 || (cpfp.descendants?.length ?? 0) > 0 || !!cpfp.bestDescendant)
  )
}

export function TxCpfp({ cpfp }: { cpfp: CpfpInfo | undefined }) {
  const { t } = useSiteEnv()
  if (!hasRelatives(cpfp)) return null
  return (
    <section className="tx-section" aria-labelledby="tx-cpfp-heading" data-section="cpfp">
      <h2 id="tx-cpfp-heading">{t(messages.cpfpHeading)}</h2>
      <RelativeList title={t(messages.ancestors)} relatives={cpfp.ancestors} kind="ancestor" />
      <RelativeList
        title={t(messages.descendants)}
        relatives={cpfp.descendants ?? []}
        kind="descendant"
      />
      <RelativeList
        title={t(messages.bestDescendant)}
        relatives={cpfp.bestDescendant ? [cpfp.bestDescendant] : []}
        kind="best-descendant"
      />
    </section>
  )
}

function RelativeList({
  title,
  relatives,
  kind,
}: {
  title: string
  relatives: readonly CpfpAncestor[]
  kind: string
}) {
  const { t, link, network, lang } = useSiteEnv()
  const rate = useRate()
  if (relatives.length === 0) return null
  return (
    <>
      <h3>{title}</h3>
      <ul className="tx-relatives" data-kind={kind}>
        {relatives.map((relative) => (
          <li key={relative.txid}>
            <a href={link(pagePath`/tx/${relative.txid}`)} dir="ltr">
              {truncateMiddle(relative.txid, 20)}
            </a>{' '}
            <SentenceWithLtr
              sentence={(slots) => t(messages.relativeRate, slots)}
              ltr={{
                fee: formatAmount(relative.fee, { network, locale: lang }),
                rate: rate(rateOf(relative.fee, relative.weight)),
              }}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
