// The clock page (spec §2.2, §2.3): <mempool-clock> filling the window, no header or footer. A path that is not
// the valid form is replaced (history replace, query kept); a block chosen on the clock's chain is a new
// history entry, so Back returns to the previous block.
import '../../widgets/clock/clock.element'
import { useEffect, useRef } from 'react'
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import type { MpClockSelectEvent } from '../../widgets/events/events'
import { useSiteEnv } from '../app/site-env'
import { usePageMeta } from '../app/use-page-meta'
import { clockPath, clockQueryAttributes, clockRestTarget } from './clock-params'
import type { ClockSelection } from './clock-params'
import { messages } from './messages'
import './clock.css'

export default function ClockPage() {
  const { t, link } = useSiteEnv()
  const { search } = useLocation()
  const name = t(messages.pageName)
  usePageMeta({ title: name })
  const target = clockRestTarget(useParams()['*'] ?? '')
  if (target.redirect) {
    return <Navigate replace to={{ pathname: link(clockPath(target.selection)), search }} />
  }
  return <ClockView selection={target.selection} name={name} />
}

function ClockView({ selection, name }: { selection: ClockSelection; name: string }) {
  const { network } = useSiteEnv()
  const [search] = useSearchParams()
  const page = useClockSelectRouting(selection)
  return (
    <div ref={page} className="clock-page">
      <h1 className="visually-hidden">{name}</h1>
      <mempool-clock
        network={network}
        mode={selection.mode}
        index={selection.index}
        {...clockQueryAttributes(search)}
      />
    </div>
  )
}

/**
 * Routes the clock's `mp-clock-select` (it bubbles out of the element) inside the site: cancelled, so the
 * element does not switch by itself, then a new history entry for the chosen block, keeping the query.
 */
function useClockSelectRouting(selection: ClockSelection) {
  const page = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const { link } = useSiteEnv()
  const { search } = useLocation()
  const { mode, index } = selection
  useEffect(() => {
    const target = page.current
    if (!target) return
    const onSelect = (event: MpClockSelectEvent) => {
      event.preventDefault()
      const chosen = { mode: event.detail.mode, index: event.detail.index }
      if (chosen.mode === mode && chosen.index === index) return
      void navigate({ pathname: link(clockPath(chosen)), search })
    }
    target.addEventListener('mp-clock-select', onSelect)
    return () => target.removeEventListener('mp-clock-select', onSelect)
  }, [navigate, link, mode, index, search])
  return page
}
