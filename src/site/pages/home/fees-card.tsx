// Recommended fees (live `fees` from the stats feed): no priority, low, medium and high, in sat/vB.
import { useSiteEnv } from '../../app/site-env'
import { useFeeRate } from './use-fee-rate'
import { useStore } from '../../app/use-store'
import { DashboardCard } from './dashboard-card'
import { feeLevels } from './fee-levels'
import { messages } from './messages'
import { Waiting } from './waiting'

export function FeesCard() {
  const { t, client } = useSiteEnv()
  const feeRate = useFeeRate()
  const fees = useStore(client.stores.$fees)
  return (
    <DashboardCard title={t(messages.feesTitle)} name="fees">
      {fees ? (
        <dl className="fee-levels">
          {feeLevels(fees).map((level) => (
            <div key={level.name} data-level={level.name}>
              <dt>{t(messages[level.name])}</dt>
              <dd>{feeRate(level.rate)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Waiting />
      )}
    </DashboardCard>
  )
}
