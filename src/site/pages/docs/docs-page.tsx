// /docs/** (spec §2.2): /docs/faq (with #how-do-mempool-goggles-work) and /docs/api; /docs goes to the FAQ.
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { PageError } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { DocsApi } from './docs-api'
import { DocsFaq } from './docs-faq'
import { messages } from './messages'
import './docs-page.css'

const SECTIONS = ['faq', 'api'] as const
type Section = (typeof SECTIONS)[number]

export default function DocsPage() {
  const { t, link } = useSiteEnv()
  const { hash } = useLocation()
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '')
  if (rest === '') return <Navigate replace to={`${link('/docs/faq')}${hash}`} />
  const section = SECTIONS.find((s) => s === rest)
  if (section === undefined)
    return <PageError title={t(messages.notFound)} detail={t(messages.notFoundDetail)} notFound />
  return <DocsSection section={section} />
}

function DocsSection({ section }: { section: Section }) {
  const { t, link } = useSiteEnv()
  const name = t(section === 'faq' ? messages.faqTitle : messages.apiTitle)
  usePageMeta({ title: `${name} - ${t(messages.docs)}`, preview: { image: 'docs.png' } })
  return (
    <div className="page docs-page" data-page="docs-page" data-section={section}>
      <h1>{t(messages.docs)}</h1>
      <nav aria-label={t(messages.nav)} className="docs-nav">
        {SECTIONS.map((s) => (
          <Link key={s} to={link(`/docs/${s}`)} aria-current={s === section ? 'page' : undefined}>
            {t(s === 'faq' ? messages.faqTitle : messages.apiTitle)}
          </Link>
        ))}
      </nav>
      {section === 'faq' ? <DocsFaq /> : <DocsApi />}
    </div>
  )
}
