// The blocks list's pager: newest, newer, "page N of M", older, as links that keep the page's path and put
// the page number in the query. The arrow keys follow the same links (← newer, → older).
import { Link, useLocation } from 'react-router'
import { useSiteEnv } from '../../app/site-env'
import { arrowKeyOf, useArrowKeys } from '../../app/use-arrow-keys'
import { messages } from './messages'

export interface BlocksPagerProps {
  readonly page: number
  readonly count: number
}

export function BlocksPager({ page, count }: BlocksPagerProps) {
  const { t, translator } = useSiteEnv()
  const { pathname } = useLocation()
  const to = (n: number): string => (n === 1 ? pathname : `${pathname}?page=${n}`)
  const newer = page > 1 ? to(page - 1) : undefined
  const older = page < count ? to(page + 1) : undefined
  useArrowKeys({ ...(newer ? { previous: newer } : {}), ...(older ? { next: older } : {}) })
  return (
    <nav className="pager" aria-label={t(messages.pager)}>
      {page > 2 ? <Link to={to(1)}>{t(messages.newest)}</Link> : null}
      {newer ? (
        <Link to={newer} rel="prev" aria-keyshortcuts={arrowKeyOf('previous', translator.dir)}>
          {t(messages.newer)}
        </Link>
      ) : null}
      <span aria-current="page">{t(messages.pageOf, { page, count })}</span>
      {older ? (
        <Link to={older} rel="next" aria-keyshortcuts={arrowKeyOf('next', translator.dir)}>
          {t(messages.older)}
        </Link>
      ) : null}
    </nav>
  )
}
