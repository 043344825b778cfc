// The network switch: one plain link per served network to its root (a network change starts over: blocks and
// the transaction list reset), keeping the language prefix.
import { useSiteEnv } from '../app/site-env'
import { networkPrefixes, networkRootPath } from '../app/site-routes'
import { messages } from './messages'

export function NetworkSwitch() {
  const { config, network, langPrefix, t } = useSiteEnv()
  return (
    <nav className="network-switch" aria-label={t(messages.networkNav)}>
      <ul>
        {networkPrefixes(config.build).map((prefix) => (
          <li key={prefix.network}>
            <a
              href={networkRootPath({
                build: config.build,
                segment: prefix.segment,
                lang: langPrefix,
              })}
              aria-current={prefix.network === network ? 'page' : undefined}
            >
              {t(messages[prefix.network])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
