// Previous/next links between pages of a transaction list; the page number lives in the `page` query so a
// page can be linked and reloaded. Shared by the block and address pages.
import { Link, useSearchParams } from 'react-router'
import { useSiteEnv } from '../../app/site-env'
import { messages } from './messages'

function pageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search)
  if (page === 1) next.delete('page')
  else next.set('page', String(page))
  const text = next.toString()
  return text === '' ? '?' : `?${text}`
}

export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useSiteEnv()
  const [search] = useSearchParams()
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={t(messages.pager)}>
      {page > 1 ? (
        <Link to={{ search: pageSearch(search, page - 1) }} rel="prev">
          {t(messages.pagerPrevious)}
        </Link>
      ) : null}
      <span aria-current="page">{t(messages.pagerPosition, { page, pages })}</span>
      {page < pages ? (
        <Link to={{ search: pageSearch(search, page + 1) }} rel="next">
          {t(messages.pagerNext)}
        </Link>
      ) : null}
    </nav>
  )
}
