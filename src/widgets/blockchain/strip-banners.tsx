// Above the strip: the special-event banner (countdown, then celebration) and the indexing badges.
import type { LoadingIndicators } from '../../core'
import { useWidget } from '../internal/widget-context'
import { messages } from './messages'
import type { SpecialEvent } from './special-event'

export function EventBanner({ event }: { event: SpecialEvent | null }) {
  const { t } = useWidget().intl
  if (!event) return null
  const name = t(
    event.kind === 'countdown' ? event.block.label : event.block.completed,
    event.block.values,
  )
  const text =
    event.kind === 'countdown'
      ? t(messages.countdown, { event: name, count: event.blocksLeft })
      : `🎉 ${name} 🎉`
  return (
    <p
      className={`event ${event.kind}`}
      part="event-banner"
      role="status"
      data-height={event.height}
    >
      {text}
    </p>
  )
}

/**
 * The three indexing badges of spec §2.5, by `loadingIndicators` key (the keys are the mempool backend's; the spec
 * names only the labels), in display order.
 */
export const INDEXING_BADGES = {
  'block-indexing': messages.indexing,
  'daily-hashrate-indexing': messages.indexingNetworkHashrate,
  'weekly-hashrate-indexing': messages.indexingPoolsHashrate,
} as const

export type IndexingTask = keyof typeof INDEXING_BADGES

/** The indexing tasks still below 100 %, in badge order; other loading keys are not badges. */
export function indexingTasks(
  indicators: LoadingIndicators,
): { key: IndexingTask; percent: number }[] {
  return (Object.keys(INDEXING_BADGES) as IndexingTask[]).flatMap((key) => {
    const percent = indicators[key]
    return percent !== undefined && percent < 100 ? [{ key, percent }] : []
  })
}

export function IndexingBadges({ indicators }: { indicators: LoadingIndicators }) {
  const { t, intl } = useWidget().intl
  const tasks = indexingTasks(indicators)
  if (tasks.length === 0) return null
  return (
    <p className="badges" role="status">
      {tasks.map(({ key, percent }) => (
        <span key={key} className="badge" part="indexing-badge" data-task={key}>
          {t(INDEXING_BADGES[key], {
            percent: intl.formatNumber(percent / 100, { style: 'percent' }),
          })}
        </span>
      ))}
    </p>
  )
}
