// A small disclosure button (aria-expanded + aria-controls) for one row's script details.
import { useSiteEnv } from '../app/site-env'
import { messages } from './messages'

export function DetailsToggle({
  open,
  controls,
  what,
  onToggle,
}: {
  open: boolean
  controls: string
  /** What the details are of, for the accessible name ("input 0"). */
  what: string
  onToggle: () => void
}) {
  const { t } = useSiteEnv()
  return (
    <button
      type="button"
      className="tx-details-toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t(messages.detailsOf, { what })}
      onClick={onToggle}
    >
      {t(messages.details)}
    </button>
  )
}
