// /docs/api: the REST endpoints grouped, each linked to its live answer on this network.
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { API_GROUPS, apiExampleUrl, type LiveExamples } from './api-endpoints'
import { messages } from './messages'

function useLiveExamples(): LiveExamples {
  const { client } = useSiteEnv()
  const tip = useStore(client.stores.$tip)
  const blocks = useStore(client.stores.$blocks)
  const txs = useStore(client.stores.$transactions)
  return {
    height: tip?.height ?? blocks[0]?.height,
    hash: tip?.hash ?? blocks[0]?.id,
    txid: txs[0]?.txid,
  }
}

export function DocsApi() {
  const { t, network } = useSiteEnv()
  const live = useLiveExamples()
  return (
    <section aria-labelledby="docs-api-title">
      <h2 id="docs-api-title">{t(messages.apiTitle)}</h2>
      <p>{t(messages.apiIntro)}</p>
      {API_GROUPS.map((group) => (
        <section key={group.title.id} className="api-group">
          <h3>{t(group.title)}</h3>
          <ul>
            {group.paths.map((path) => {
              const url = apiExampleUrl(path, network, live)
              return (
                <li key={path}>
                  <code>GET </code>
                  {url === undefined ? (
                    <>
                      <code>{path}</code>{' '}
                      <span className="api-waiting">({t(messages.apiWaiting)})</span>
                    </>
                  ) : (
                    <a href={url} data-api-path={path}>
                      <code>{path}</code>
                    </a>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </section>
  )
}
