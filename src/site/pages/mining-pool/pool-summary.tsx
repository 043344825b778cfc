// The pool's identity and figures from /api/v1/mining/pool/{slug}: logo, name, website, addresses and coinbase
// tags when the answer has them, blocks and share over 24 h, 1 week and all time, estimated hashrate.
import { apiPathPrefix, pathSegment, type PoolDetail } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { formatHashrate } from './hashrate'
import { messages } from './messages'

export function PoolSummary({ detail }: { detail: PoolDetail }) {
  const { t, lang, network } = useSiteEnv()
  const { pool } = detail
  const logo = `${apiPathPrefix(network)}/resources/mining-pools/${pathSegment(pool.slug)}.svg`
  const counts = (key: 'all' | '1w' | '24h'): string =>
    t(messages.countShare, { count: detail.blockCount[key], share: detail.blockShare[key] })
  return (
    <>
      <h1 className="pool-name">
        <img src={logo} alt="" width={48} height={48} />
        <span>{pool.name}</span>
      </h1>
      <table className="pool-fields">
        <tbody>
          {/^https?:\/\//.test(pool.link) ? (
            <tr>
              <th scope="row">{t(messages.website)}</th>
              <td>
                <a href={pool.link} rel="noopener noreferrer nofollow" target="_blank">
                  {pool.link}
                </a>
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t(messages.hashrate)}</th>
            <td data-field="hashrate">
              {formatHashrate(detail.estimatedHashrate, lang)}
              <span className="pool-note">{t(messages.hashrateNote)}</span>
            </td>
          </tr>
          {detail.reportedHashrate !== null ? (
            <tr>
              <th scope="row">{t(messages.reported)}</th>
              <td>{formatHashrate(detail.reportedHashrate, lang)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t(messages.blocksDay)}</th>
            <td>{counts('24h')}</td>
          </tr>
          <tr>
            <th scope="row">{t(messages.blocksWeek)}</th>
            <td data-field="blocks-1w">{counts('1w')}</td>
          </tr>
          <tr>
            <th scope="row">{t(messages.blocksAll)}</th>
            <td data-field="blocks-all">{counts('all')}</td>
          </tr>
          <ListRow label={t(messages.addresses)} items={pool.addresses} />
          <ListRow label={t(messages.tags)} items={pool.regexes} />
        </tbody>
      </table>
    </>
  )
}

function ListRow({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <ul className="pool-list">
          {items.map((item) => (
            <li key={item}>
              <code dir="ltr">{item}</code>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  )
}
