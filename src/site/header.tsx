// The site header: the name and the network switch (plain links, so keyboard and middle-click just work).
import { NavLink } from 'react-router'
import { SITE_NETWORKS, hrefFor } from './routes'
import type { SiteRoute } from './routes'

const networkNames: Record<SiteRoute['network'], string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  signet: 'Signet',
}

export function Header({ route }: { route: SiteRoute }) {
  return (
    <header className="site-header">
      <a className="site-name" href={hrefFor({ network: 'mainnet', lang: route.lang })}>
        mempool-widgets
      </a>
      <nav aria-label="Network">
        <ul className="network-switch">
          {SITE_NETWORKS.map((network) => (
            <li key={network}>
              <NavLink
                to={hrefFor({ network, lang: route.lang })}
                end
                aria-current={network === route.network ? 'page' : undefined}
              >
                {networkNames[network]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
