// /block/{id} (spec §2.2, §5): a height (digits) or a hash. The header fields, the pool and fee extras, the
// block graph, the audit when present and wanted, and the transactions 25 a page. Left/right arrows go to
// the previous and next block (next only below the tip); the confirmation count follows the live tip.
import '../../../widgets/block-overview/block-overview.element'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { $showAudit, pagePath } from '../../../core'
import type { BlockExtended } from '../../../core'
import { PageError, PageLoading } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { useArrowKeys } from '../../app/use-arrow-keys'
import { usePageMeta } from '../../app/use-page-meta'
import { useStore } from '../../app/use-store'
import { BlockAudit } from './block-audit'
import { BlockExtras } from './block-extras'
import { BlockHeader } from './block-header'
import { classifyBlockId } from './block-id'
import type { BlockId } from './block-id'
import { BlockTxs } from './block-txs'
import { messages } from './messages'
import { useBlock } from './use-block'
import './block-page.css'

export default function BlockPage() {
  const { t } = useSiteEnv()
  const { id } = useParams()
  const [attempt, setAttempt] = useState(0)
  const blockId = classifyBlockId(id)
  if (blockId.kind === 'bad')
    return <PageError title={t(messages.badId)} detail={t(messages.badIdDetail)} notFound />
  return (
    <LoadedBlock
      key={`${id ?? ''}#${attempt}`}
      id={blockId}
      rawId={id ?? ''}
      retry={() => setAttempt((n) => n + 1)}
    />
  )
}

function LoadedBlock({
  id,
  rawId,
  retry,
}: {
  id: Exclude<BlockId, { kind: 'bad' }>
  rawId: string
  retry: () => void
}) {
  const { t } = useSiteEnv()
  const state = useBlock(id)
  const name =
    state.status === 'ok'
      ? t(messages.title, { height: state.block.height })
      : t(messages.titleById, { id: rawId })
  if (state.status === 'not-found')
    return <PageError title={t(messages.notFound)} detail={t(messages.notFoundDetail)} notFound />
  if (state.status === 'error')
    return (
      <PageError
        title={t(messages.failed)}
        detail={
          <>
            {t(messages.failedDetail, { message: state.error.message })}{' '}
            <button type="button" onClick={retry}>
              {t(messages.tryAgain)}
            </button>
          </>
        }
      />
    )
  if (state.status === 'loading') return <LoadingBlock name={name} />
  return <BlockView block={state.block} name={name} />
}

function LoadingBlock({ name }: { name: string }) {
  const { t } = useSiteEnv()
  usePageMeta({ title: name })
  return (
    <div className="page block-page">
      <PageLoading label={t(messages.loading)} />
    </div>
  )
}

function BlockView({ block, name }: { block: BlockExtended; name: string }) {
  const { t, link, network, config, client } = useSiteEnv()
  const tip = useStore(client.stores.$tip)
  const showAudit = useStore($showAudit) && config.toggles.audit
  usePageMeta({ title: name, preview: 'render' })
  const hasNext = tip !== undefined && block.height < tip.height
  useArrowKeys({
    ...(block.height > 0 ? { previous: link(pagePath`/block/${block.previousblockhash}`) } : {}),
    ...(hasNext ? { next: link(pagePath`/block/${block.height + 1}`) } : {}),
  })
  return (
    <div className="page block-page" data-block-hash={block.id}>
      <h1>{t(messages.heading, { height: block.height })}</h1>
      <BlockNav block={block} hasNext={hasNext} />
      <div className="block-summary">
        <BlockHeader block={block} />
        <BlockExtras block={block} />
      </div>
      <figure className="block-graph">
        <mempool-block-overview
          block={block.id}
          network={network}
          audit={showAudit ? 'true' : 'false'}
        />
        <figcaption className="visually-hidden">
          {t(messages.graph, { height: block.height })}
        </figcaption>
      </figure>
      {showAudit ? <BlockAudit hash={block.id} /> : null}
      <BlockTxs block={block} />
    </div>
  )
}

function BlockNav({ block, hasNext }: { block: BlockExtended; hasNext: boolean }) {
  const { t, link } = useSiteEnv()
  return (
    <nav className="block-nav" aria-label={t(messages.navLabel)}>
      {block.height > 0 ? (
        <Link to={link(pagePath`/block/${block.previousblockhash}`)} rel="prev">
          {t(messages.previous)}
        </Link>
      ) : null}
      {hasNext ? (
        <Link to={link(pagePath`/block/${block.height + 1}`)} rel="next">
          {t(messages.next)}
        </Link>
      ) : null}
    </nav>
  )
}
