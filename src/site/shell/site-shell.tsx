// The frame of every non-bare page: a skip link, the header, the page in the main landmark and the fixed
// footer bar of live mempool figures. Bare pages (views, clock, share previews) get the main landmark only.
import type { ReactNode } from 'react'
import { useSiteEnv } from '../app/site-env'
import { messages } from './messages'
import { SiteHeader } from './site-header'
import './shell.css'

export function SiteShell({ bare, children }: { bare: boolean; children: ReactNode }) {
  const { network, t } = useSiteEnv()
  if (bare) return <main id="main">{children}</main>
  return (
    <>
      <a className="skip-link" href="#main">
        {t(messages.skipToContent)}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <mempool-footer network={network} layout="fixed" />
    </>
  )
}
