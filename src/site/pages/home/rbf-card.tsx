// The 6 latest replacements (live `rbfSummary`): the replacement, the fee rate it replaced and its own, and
// whether it was full RBF or is mined; a link to the full list.
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { DashboardCard } from './dashboard-card'
import { messages } from './messages'
import { RbfSummaryRow } from './rbf-summary-row'
import { Waiting } from './waiting'

export function RbfCard() {
  const { t, link, client } = useSiteEnv()
  const replacements = useStore(client.stores.$rbfSummary)
  const title = t(messages.rbfTitle)
  return (
    <DashboardCard
      title={title}
      name="rbf"
      more={{ href: link('/rbf'), label: t(messages.allReplacements) }}
    >
      {replacements === undefined ? (
        <Waiting />
      ) : replacements.length === 0 ? (
        <p>{t(messages.noReplacements)}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{t(messages.replacement)}</th>
                <th scope="col" className="number">
                  {t(messages.oldRate)}
                </th>
                <th scope="col" className="number">
                  {t(messages.newRate)}
                </th>
                <th scope="col">{t(messages.status)}</th>
              </tr>
            </thead>
            <tbody>
              {replacements.map((item) => (
                <RbfSummaryRow key={item.txid} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  )
}
