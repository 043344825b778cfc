// One network's row of the status page: backend identity (REST), tip and time since the last block, mempool
// count and size, sync progress and the socket's state — all live from that network's own client. A network
// whose API does not answer shows the error instead of its figures.
import {
  endpoints,
  formatBytes,
  getClient,
  timeSince,
  type BackendInfo,
  type MempoolClient,
  type SiteNetwork,
} from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useRequest } from '../../app/use-request'
import { useStore } from '../../app/use-store'
import { messages } from './messages'
import { useNowS } from './use-now'

const NETWORK_NAMES = {
  mainnet: messages.mainnet,
  testnet: messages.testnet,
  signet: messages.signet,
} as const

const CONNECTION = [messages.offline, messages.reconnecting, messages.connected] as const

export function NetworkStatus({ network }: { network: SiteNetwork }) {
  const { t, client: pageClient, network: pageNetwork } = useSiteEnv()
  // the page's own client for its network, the registry's for the others (one per network and page)
  const client = network === pageNetwork ? pageClient : getClient(undefined, network)
  const info = useRequest(client.rest, endpoints.backendInfo())
  const name = t(NETWORK_NAMES[network])
  return (
    <tr data-network={network} data-state={info.status}>
      <th scope="row">{name}</th>
      {info.status === 'error' ? (
        <td colSpan={4} className="status-error" role="alert">
          {t(messages.failed, { message: `${info.error.status} ${info.error.message}`.trim() })}
        </td>
      ) : info.status === 'loading' ? (
        <td colSpan={4}>{t(messages.waiting)}</td>
      ) : (
        <>
          <td data-field="backend">
            <BackendText info={info.data} />
          </td>
          {/* the socket opens only for a network whose API answered */}
          <LiveCells client={client} />
        </>
      )}
    </tr>
  )
}

function BackendText({ info }: { info: BackendInfo }) {
  const { t } = useSiteEnv()
  const kind = info.backend === 'none' ? t(messages.backendKindNone) : (info.backend ?? '')
  return <>{t(messages.backendVersion, { kind, version: info.version, commit: info.gitCommit })}</>
}

function LiveCells({ client }: { client: MempoolClient }) {
  const { t, lang } = useSiteEnv()
  const stores = client.stores
  const tip = useStore(stores.$tip)
  const blocks = useStore(stores.$blocks)
  const mempool = useStore(stores.$mempoolInfo)
  const sync = useStore(stores.$syncProgress)
  const connection = useStore(stores.$connectionState)
  const now = useNowS()
  const latest = blocks[0]
  return (
    <>
      <td data-field="tip">
        {tip ? (
          <>
            {t(messages.tipHeight, { height: tip.height })}
            {latest ? (
              <span className="status-since">
                {t(messages.lastBlock, { since: timeSince(latest.timestamp, now, lang) })}
              </span>
            ) : null}
          </>
        ) : (
          t(messages.waiting)
        )}
      </td>
      <td data-field="mempool">
        {mempool
          ? t(messages.mempoolTxs, {
              count: mempool.size,
              size: formatBytes(mempool.bytes, { unit: 'vB', locale: lang }),
            })
          : t(messages.waiting)}
        {sync ? (
          <span className="status-sync" role="status">
            {t(messages.syncing, { percent: sync.percent })}
          </span>
        ) : null}
      </td>
      <td data-field="connection" data-connection={connection}>
        <span className="status-dot" aria-hidden="true" />
        {t(CONNECTION[connection] ?? messages.offline)}
      </td>
    </>
  )
}
