// The home page: the widgets, composed through their public exports only.
import { createTranslator } from '../core'
import { messages } from './messages'
import type { SiteRoute } from './routes'

export function HomePage({ route }: { route: SiteRoute }) {
  const { t } = createTranslator(route.lang)
  return (
    <main className="home">
      <h1 className="visually-hidden">
        {t(messages.homeHeading, { network: t(messages[route.network]) })}
      </h1>
      <div className="home-blockchain">
        <mempool-blockchain network={route.network} />
      </div>
    </main>
  )
}
