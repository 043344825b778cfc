// The clock page (spec §2.2, §2.3): <mempool-clock> filling the window, no header or footer. A path that is not
// the valid form is replaced (history replace, query kept); a block chosen on the clock's chain is a new
// history entry, so Back returns to the previous block.
import '../../widgets/clock/clock.element'
import { useEffect, useRef } from 'react'
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { createTranslator, pageTitle, textDirection } from '../../core'
import type { MpClockSelectEvent } from '../../widgets/events/events'
import { NotFound } from '../layout'
import { routeFromParams } from '../routes'
import type { SiteNetwork, SiteRoute } from '../routes'
import { clockPath, clockPathTarget, clockQueryAttributes } from './clock-params'
import type { ClockSelection } from './clock-params'
import { messages } from './messages'
import './clock.css'

export function ClockPage({ network }: { network: SiteNetwork }) {
  const params = useParams()
  const { search } = useLocation()
  const route = routeFromParams(network, params['lang'])
  const lang = route?.lang ?? 'en'
  const name = createTranslator(lang).t(messages.pageName)
  const title = pageTitle(name, network, lang)
  useEffect(() => showDocumentAs(lang, title), [lang, title])

  if (!route) return <NotFound />
  const target = clockPathTarget(params['mode'], params['index'])
  if (target.redirect) {
    return <Navigate replace to={{ pathname: clockPath(route, target.selection), search }} />
  }
  return <ClockView route={route} selection={target.selection} name={name} />
}

/** The document's language, direction and title follow the route (widgets follow the document's lang). */
function showDocumentAs(lang: string, title: string): void {
  document.documentElement.lang = lang
  document.documentElement.dir = textDirection(lang)
  document.title = title
}

interface ClockViewProps {
  route: SiteRoute
  selection: ClockSelection
  name: string
}

function ClockView({ route, selection, name }: ClockViewProps) {
  const [search] = useSearchParams()
  const main = useClockSelectRouting(route, selection)
  return (
    <main ref={main} className="clock-page">
      <h1 className="visually-hidden">{name}</h1>
      <mempool-clock
        network={route.network}
        mode={selection.mode}
        index={selection.index}
        {...clockQueryAttributes(search)}
      />
    </main>
  )
}

/**
 * Routes the clock's `mp-clock-select` (it bubbles out of the element) inside the site: cancelled, so the
 * element does not switch by itself, then a new history entry for the chosen block, keeping the query.
 */
function useClockSelectRouting(route: SiteRoute, selection: ClockSelection) {
  const main = useRef<HTMLElement>(null)
  const navigate = useNavigate()
  const { search } = useLocation()
  const { network, lang } = route
  const { mode, index } = selection
  useEffect(() => {
    const target = main.current
    if (!target) return
    const onSelect = (event: MpClockSelectEvent) => {
      event.preventDefault()
      const chosen = { mode: event.detail.mode, index: event.detail.index }
      if (chosen.mode === mode && chosen.index === index) return
      void navigate({ pathname: clockPath({ network, lang }, chosen), search })
    }
    target.addEventListener('mp-clock-select', onSelect)
    return () => target.removeEventListener('mp-clock-select', onSelect)
  }, [navigate, network, lang, mode, index, search])
  return main
}
