// One block of a blocks table: height (to the block page), pool (to its mining page), time since it was
// mined, optionally reward and fees, transaction count and size with how full the block is.
import { Link } from 'react-router'
import { blockFill, formatAmount, formatBytes, pagePath, timeSince } from '../../../core'
import type { BlockExtended } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { formatPercent } from '../home/format-percent'
import { messages } from './messages'

export interface BlockRowProps {
  readonly block: BlockExtended
  /** Unix ms: "time since" is measured from here. */
  readonly now: number
  /** Home's card: no reward and fee columns. */
  readonly compact: boolean
}

export function BlockRow({ block, now, compact }: BlockRowProps) {
  const { t, lang, link, network } = useSiteEnv()
  const pool = block.extras.pool
  const fill = blockFill(block.weight)
  const size = formatBytes(block.size, { locale: lang })
  return (
    <tr data-height={block.height}>
      <td>
        <Link to={link(pagePath`/block/${block.id}`)}>{block.height}</Link>
      </td>
      <td>
        {pool ? (
          <Link to={link(pagePath`/mining/pool/${pool.slug}`)}>{pool.name}</Link>
        ) : (
          t(messages.unknownPool)
        )}
      </td>
      <td>
        <time dateTime={new Date(block.timestamp * 1000).toISOString()}>
          {timeSince(block.timestamp, Math.floor(now / 1000), lang)}
        </time>
      </td>
      {compact ? null : (
        <>
          <td className="number">
            <span dir="ltr">{formatAmount(block.extras.reward, { network, locale: lang })}</span>
          </td>
          <td className="number">
            <span dir="ltr">{formatAmount(block.extras.totalFees, { network, locale: lang })}</span>
          </td>
        </>
      )}
      <td className="number">{block.tx_count.toLocaleString(lang)}</td>
      <td className="block-size">
        <span className="visually-hidden">
          {t(messages.fill, { size, percent: formatPercent(fill * 100, lang) })}
        </span>
        <span aria-hidden="true">{size}</span>
        <span className="fill-bar" aria-hidden="true">
          <span className="fill-bar-value" style={{ inlineSize: `${fill * 100}%` }} />
        </span>
      </td>
    </tr>
  )
}
