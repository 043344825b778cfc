// The error state of <mempool-block-overview>: what went wrong and what to do, with a retry button when
// trying again can help. An alert, so assistive technology announces it when it replaces the graph.
import type { ReactNode } from 'react'
import type { BlockOverviewFailure } from '../../core'
import { useWidget } from '../internal/widget-context'
import { messages } from './messages'

export type BlockOverviewProblem = BlockOverviewFailure | 'no-block'

export function BlockOverviewError(props: {
  problem: BlockOverviewProblem
  id: string
  onRetry: () => void
}) {
  const { t } = useWidget().intl
  const [title, hint]: [ReactNode, string] =
    props.problem === 'no-block'
      ? [t(messages.noBlock), t(messages.noBlockHint)]
      : props.problem === 'not-found'
        ? [withLtrId(t(messages.notFound, { id: SLOT }), props.id), t(messages.notFoundHint)]
        : [withLtrId(t(messages.unavailable, { id: SLOT }), props.id), t(messages.unavailableHint)]
  return (
    <div className="error" part="error" role="alert" data-problem={props.problem}>
      <p className="error-title">{title}</p>
      <p className="error-hint">{hint}</p>
      {props.problem === 'unavailable' && (
        <button type="button" className="retry" part="retry" onClick={props.onRetry}>
          {t(messages.retry)}
        </button>
      )}
    </div>
  )
}

// The id (a hash or height) keeps its order inside an rtl sentence: it is split out as a left-to-right isolate.
const SLOT = '\u0000'

function withLtrId(sentence: string, id: string): ReactNode {
  const [before = '', after = ''] = sentence.split(SLOT)
  return (
    <>
      {before}
      <bdi dir="ltr">{id}</bdi>
      {after}
    </>
  )
}
