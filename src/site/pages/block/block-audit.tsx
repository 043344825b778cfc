// The block's audit against the template our node expected (reference §2.5.4), shown when the deployment
// audits blocks and the reader keeps audits on: health (match rate) and the added, removed and marginal counts.
// A block without an audit (404) shows nothing.
import { endpoints } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useRequest } from '../../app/use-request'
import { auditCounts } from './audit-counts'
import { FieldTable } from './block-header'
import { messages } from './messages'

export function BlockAudit({ hash }: { hash: string }) {
  const { t, lang, client } = useSiteEnv()
  const audit = useRequest(client.rest, endpoints.auditSummary(hash))
  if (audit.status !== 'ok') return null
  const counts = auditCounts(audit.data)
  const number = new Intl.NumberFormat(lang)
  return (
    <section className="block-audit" aria-labelledby="block-audit-heading">
      <h2 id="block-audit-heading">{t(messages.audit)}</h2>
      <FieldTable
        caption={t(messages.audit)}
        className="block-audit-table"
        rows={[
          [
            t(messages.matchRate),
            new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
              counts.matchRate / 100,
            ),
          ],
          [t(messages.added), number.format(counts.added)],
          [t(messages.removed), number.format(counts.removed)],
          [t(messages.marginal), number.format(counts.marginal)],
        ]}
      />
    </section>
  )
}
