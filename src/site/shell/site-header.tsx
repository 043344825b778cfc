// The site header: the site name, the main navigation (mining pool pages are reached from the blocks), the
// search box, the network switch, the settings menu and the language menu.
import { Link, NavLink } from 'react-router'
import type { MessageDescriptor } from '@formatjs/intl'
import { useSiteEnv } from '../app/site-env'
import { SearchBox } from '../search/search-box'
import { SettingsMenu } from '../settings/settings-menu'
import { LanguageMenu } from './language-menu'
import { messages } from './messages'
import { NetworkSwitch } from './network-switch'

const NAV: readonly (readonly [path: `/${string}`, name: MessageDescriptor, end: boolean])[] = [
  ['/', messages.dashboard, true],
  ['/blocks', messages.blocks, false],
  ['/clock/mempool/0', messages.clock, false],
  ['/docs', messages.docs, false],
]

export function SiteHeader() {
  const { config, link, t } = useSiteEnv()
  return (
    <header className="site-header">
      <Link className="site-name" to={link('/')}>
        {t(messages.siteName, { site: config.siteName })}
      </Link>
      <nav className="site-nav" aria-label={t(messages.mainNav)}>
        <ul>
          {NAV.map(([path, name, end]) => (
            <li key={path}>
              <NavLink to={link(path)} end={end}>
                {t(name)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SearchBox />
      <NetworkSwitch />
      <SettingsMenu />
      <LanguageMenu />
    </header>
  )
}
