// The network switch: one link per served network to its root (and the current one, should a deep link lead to a
// network this server does not simulate), keeping the language prefix. The page is keyed
// by network (site-layout.tsx), so a network change starts it over: blocks and the transaction list reset.
import { Link } from 'react-router'
import { useSiteEnv } from '../app/site-env'
import { networkPrefixes, networkRootPath } from '../app/site-routes'
import { messages } from './messages'

export function NetworkSwitch() {
  const { config, network, langPrefix, t } = useSiteEnv()
  return (
    <nav className="network-switch" aria-label={t(messages.networkNav)}>
      <ul>
        {networkPrefixes(config.build)
          .filter(
            (prefix) => config.networks.includes(prefix.network) || prefix.network === network,
          )
          .map((prefix) => (
            <li key={prefix.network}>
              <Link
                to={networkRootPath({
                  build: config.build,
                  segment: prefix.segment,
                  lang: langPrefix,
                })}
                aria-current={prefix.network === network ? 'page' : undefined}
              >
                {t(messages[prefix.network])}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
