// The difficulty adjustment (live `da`): how far the epoch is, the estimated change, the blocks left and when
// the retarget is expected.
import { TIME_REFRESH_MS } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { useNow } from '../blocks/use-now'
import { DashboardCard } from './dashboard-card'
import { formatPercent } from './format-percent'
import { messages } from './messages'
import { timeUntil } from './time-until'
import { Waiting } from './waiting'

export function DifficultyCard() {
  const { t, lang, client } = useSiteEnv()
  const difficulty = useStore(client.stores.$difficulty)
  const now = useNow(TIME_REFRESH_MS.slow)
  if (!difficulty) {
    return (
      <DashboardCard title={t(messages.difficultyTitle)} name="difficulty">
        <Waiting />
      </DashboardCard>
    )
  }
  const retarget = difficulty.estimatedRetargetMs
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    retarget,
  )
  const progress = Math.min(100, Math.max(0, difficulty.progressPercent))
  return (
    <DashboardCard title={t(messages.difficultyTitle)} name="difficulty">
      <span className="fill-bar" aria-hidden="true">
        <span className="fill-bar-value" style={{ inlineSize: `${progress}%` }} />
      </span>
      <dl className="figures">
        <div data-figure="progress">
          <dt>{t(messages.progress)}</dt>
          <dd>{formatPercent(progress, lang)}</dd>
        </div>
        <div data-figure="change">
          <dt>{t(messages.estimate)}</dt>
          <dd>{formatPercent(difficulty.difficultyChange, lang, true)}</dd>
        </div>
        <div data-figure="remaining">
          <dt>{t(messages.remaining)}</dt>
          <dd>{difficulty.remainingBlocks.toLocaleString(lang)}</dd>
        </div>
        <div data-figure="retarget">
          <dt>{t(messages.retarget)}</dt>
          <dd>
            <time dateTime={new Date(retarget).toISOString()}>
              {t(messages.retargetValue, { date, relative: timeUntil(retarget, now, lang) })}
            </time>
          </dd>
        </div>
      </dl>
    </DashboardCard>
  )
}
