// /docs/faq: the questions in order, each an anchor; the URL's #anchor scrolls its entry into view on load
// (and on a later hash change) and focuses it, so keyboard and screen-reader users land there too.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useSiteEnv } from '../../app/site-env'
import { FAQ_ENTRIES } from './faq-entries'
import { messages } from './messages'

function useScrollToHash(): void {
  const { hash } = useLocation()
  useEffect(() => {
    if (hash.length < 2) return
    let id: string
    try {
      id = decodeURIComponent(hash.slice(1))
    } catch {
      return
    }
    const target = document.getElementById(id)
    if (!target) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' })
    target.focus({ preventScroll: true })
  }, [hash])
}

export function DocsFaq() {
  const { t } = useSiteEnv()
  useScrollToHash()
  return (
    <section aria-labelledby="docs-faq-title">
      <h2 id="docs-faq-title">{t(messages.faqTitle)}</h2>
      {FAQ_ENTRIES.map((entry) => (
        <article key={entry.id} id={entry.id} className="faq-entry" tabIndex={-1}>
          <h3>
            {t(entry.question)}{' '}
            <a className="faq-anchor" href={`#${entry.id}`} aria-label={t(messages.entryLink)}>
              #
            </a>
          </h3>
          <p>{t(entry.answer)}</p>
        </article>
      ))}
    </section>
  )
}
