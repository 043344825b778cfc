// One page per route: header, page, and the footer bar. The document's lang/dir follow the route's
// language, and every widget follows the document.
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { createTranslator, textDirection } from '../core'
import { messages } from './messages'
import { Header } from './header'
import { HomePage } from './home-page'
import { routeFromParams } from './routes'
import type { SiteNetwork } from './routes'

export function Page({ network }: { network: SiteNetwork }) {
  const params = useParams()
  const route = routeFromParams(network, params['lang'])
  const lang = route?.lang ?? 'en'
  useEffect(() => {
    document.documentElement.lang = lang
    document.documentElement.dir = textDirection(lang)
  }, [lang])

  if (!route) return <NotFound />
  return (
    <>
      <Header route={route} />
      <HomePage route={route} />
      <mempool-footer network={route.network} layout="fixed" />
    </>
  )
}

export function NotFound() {
  const { t } = createTranslator(document.documentElement.lang || 'en')
  return (
    <main className="home">
      <h1>{t(messages.notFound)}</h1>
      <p>
        <a href="/">{t(messages.backHome)}</a>
      </p>
    </main>
  )
}
