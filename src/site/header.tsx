// The site header: the name, the clock link and the network switch (plain links, so keyboard and
// middle-click just work).
import { NavLink } from 'react-router'
import { createTranslator } from '../core'
import { clockPath } from './clock/clock-params'
import { messages as clockMessages } from './clock/messages'
import { messages } from './messages'
import { SITE_NETWORKS, hrefFor } from './routes'
import type { SiteRoute } from './routes'

export function Header({ route }: { route: SiteRoute }) {
  const { t } = createTranslator(route.lang)
  return (
    <header className="site-header">
      <a className="site-name" href={hrefFor({ network: 'mainnet', lang: route.lang })}>
        {t(messages.siteName)}
      </a>
      <a className="site-clock-link" href={clockPath(route, { mode: 'mempool', index: 0 })}>
        {t(clockMessages.headerLink)}
      </a>
      <nav aria-label={t(messages.networkNav)}>
        <ul className="network-switch">
          {SITE_NETWORKS.map((network) => (
            <li key={network}>
              <NavLink
                to={hrefFor({ network, lang: route.lang })}
                end
                aria-current={network === route.network ? 'page' : undefined}
              >
                {t(messages[network])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
