// /status (spec §2.2, bitcoin networks): each network the site serves, its backend and live state.
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { messages } from './messages'
import { NetworkStatus } from './network-status'
import './status-page.css'

export default function StatusPage() {
  const { t, config } = useSiteEnv()
  const title = t(messages.title)
  usePageMeta({ title })
  return (
    <div className="page status-page" data-page="status-page">
      <h1>{title}</h1>
      <p>{t(messages.intro)}</p>
      <div className="status-scroll">
        <table className="status-table">
          <thead>
            <tr>
              <th scope="col">{t(messages.network)}</th>
              <th scope="col">{t(messages.backend)}</th>
              <th scope="col">{t(messages.tip)}</th>
              <th scope="col">{t(messages.mempool)}</th>
              <th scope="col">{t(messages.connection)}</th>
            </tr>
          </thead>
          <tbody>
            {config.networks.map((network) => (
              <NetworkStatus key={network} network={network} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
