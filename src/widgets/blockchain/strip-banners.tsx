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

/** Indexing tasks worth telling the reader about: block indexing, and any other `*-indexing` key. */
export function indexingTasks(indicators: LoadingIndicators): { key: string; percent: number }[] {
  return Object.entries(indicators)
    .filter(
      ([key, percent]) => (key === 'block-indexing' || key.endsWith('-indexing')) && percent < 100,
    )
    .map(([key, percent]) => ({ key, percent }))
    .sort((a, b) => a.key.localeCompare(b.key))
}

export function IndexingBadges({ indicators }: { indicators: LoadingIndicators }) {
  const { t, intl } = useWidget().intl
  const tasks = indexingTasks(indicators)
  if (tasks.length === 0) return null
  return (
    <p className="badges" role="status">
      {tasks.map(({ key, percent }) => (
        <span key={key} className="badge" part="indexing-badge" data-task={key}>
          {t(key === 'block-indexing' ? messages.indexing : messages.indexingOther, {
            percent: intl.formatNumber(percent / 100, { style: 'percent' }),
          })}
        </span>
      ))}
    </p>
  )
}
