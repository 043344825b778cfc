// The two states every data page has besides its content: loading (a labelled busy region, no endless
// spinner: the request's own error replaces it) and error (what happened, what to do, a way back). An error
// for a bad or unknown id also sets the soft-404 marker.
import type { ReactNode } from 'react'
import { useSiteEnv } from './site-env'
import { usePageMeta } from './use-page-meta'
import { messages } from './messages'

export function PageLoading({ label }: { label?: string }) {
  const { t } = useSiteEnv()
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <span className="page-loading-bar" aria-hidden="true" />
      <span>{label ?? t(messages.loading)}</span>
    </div>
  )
}

export interface PageErrorProps {
  /** What failed, as a heading ("Transaction not found"). */
  readonly title: string
  /** What happened and what to do, one or two sentences. */
  readonly detail?: ReactNode
  /** Bad or unknown id: mark the page as a soft 404. */
  readonly notFound?: boolean
}

export function PageError({ title, detail, notFound = false }: PageErrorProps) {
  const { t, link } = useSiteEnv()
  usePageMeta({ title, soft404: notFound })
  return (
    <section className="page-error" role="alert">
      <h1>{title}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <a href={link('/')}>{t(messages.backToExplorer)}</a>
      </p>
    </section>
  )
}
