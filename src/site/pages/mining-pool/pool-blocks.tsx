// The pool's latest blocks, newest first, from /api/v1/mining/pool/{slug}/blocks, then older pages on request
// from /blocks/{height}, each page starting below the last height shown. Each page is one <tbody>.
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { endpoints, formatBtc, formatBytes, pagePath, timeSince } from '../../../core'
import type { BlockExtended } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useRequest } from '../../app/use-request'
import { messages } from './messages'
import { useNowS } from './use-now'

export function PoolBlocks({ slug }: { slug: string }) {
  const { t } = useSiteEnv()
  // the start height of each loaded page (undefined: from the tip); the last page says whether more exist
  const [starts, setStarts] = useState<(number | undefined)[]>([undefined])
  const [next, setNext] = useState<number | null>(null)
  return (
    <section aria-labelledby="pool-blocks-title" className="pool-blocks">
      <h2 id="pool-blocks-title">{t(messages.latestBlocks)}</h2>
      <table className="pool-blocks-table">
        <thead>
          <tr>
            <th scope="col">{t(messages.height)}</th>
            <th scope="col">{t(messages.mined)}</th>
            <th scope="col">{t(messages.transactions)}</th>
            <th scope="col">{t(messages.size)}</th>
            <th scope="col">{t(messages.reward)}</th>
          </tr>
        </thead>
        {starts.map((start, i) => (
          <BlocksPage
            key={start ?? 'tip'}
            slug={slug}
            start={start}
            first={i === 0}
            onNext={i === starts.length - 1 ? setNext : undefined}
          />
        ))}
      </table>
      {next !== null ? (
        <button
          type="button"
          onClick={() => {
            setStarts((list) => [...list, next])
            setNext(null)
          }}
        >
          {t(messages.more)}
        </button>
      ) : null}
    </section>
  )
}

interface PageProps {
  slug: string
  start: number | undefined
  first: boolean
  /** Told the start of the following page (null: none), by the last page once loaded. */
  onNext: ((start: number | null) => void) | undefined
}

function BlocksPage({ slug, start, first, onNext }: PageProps) {
  const { t, client } = useSiteEnv()
  const state = useRequest(client.rest, endpoints.poolBlocks(slug, start))
  const blocks = state.status === 'ok' ? state.data : undefined
  const last = blocks?.at(-1)
  // the last page tells where the next one starts once loaded; a page with no blocks ends the list
  const nextStart =
    blocks === undefined ? undefined : last && last.height > 0 ? last.height - 1 : null
  useEffect(() => {
    if (nextStart !== undefined) onNext?.(nextStart)
  }, [nextStart, onNext])
  if (state.status === 'error')
    return (
      <tbody>
        <tr>
          <td colSpan={5} role="alert">
            {t(messages.blocksFailed, { message: state.error.message })}
          </td>
        </tr>
      </tbody>
    )
  if (blocks === undefined)
    return (
      <tbody aria-busy="true">
        <tr>
          <td colSpan={5}>{t(messages.loading)}</td>
        </tr>
      </tbody>
    )
  if (blocks.length === 0 && first)
    return (
      <tbody>
        <tr>
          <td colSpan={5}>{t(messages.noBlocks)}</td>
        </tr>
      </tbody>
    )
  return (
    <tbody>
      {blocks.map((block) => (
        <BlockRow key={block.id} block={block} />
      ))}
    </tbody>
  )
}

function BlockRow({ block }: { block: BlockExtended }) {
  const { link, lang } = useSiteEnv()
  const now = useNowS()
  return (
    <tr data-height={block.height}>
      <td>
        <Link to={link(pagePath`/block/${block.id}`)}>{block.height}</Link>
      </td>
      <td>{timeSince(block.timestamp, now, lang)}</td>
      <td>{new Intl.NumberFormat(lang).format(block.tx_count)}</td>
      <td>{formatBytes(block.size, { locale: lang })}</td>
      <td>
        <span dir="ltr">{formatBtc(block.extras.reward, lang)} BTC</span>
      </td>
    </tr>
  )
}
