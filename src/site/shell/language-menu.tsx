// The header's language menu (spec §2.5 "Language selection", §3 "Language list"): a disclosure button that
// opens one link per interface language (exactly core's LANGUAGES, each named in itself), each to the same page
// under that language's prefix (English: none). Following one stores the choice in the `lang` cookie (expires
// 2050), so unprefixed URLs open in it later. Links, not a <select>: a select that navigates on change would
// leave the page on the first arrow key.
import { useLocation } from 'react-router'
import { catalogCode, languageCookie, languageName, LANGUAGES } from '../../core'
import { pathInLanguage } from '../app/page-language'
import { useSiteEnv } from '../app/site-env'
import { usePopupMenu } from '../app/use-popup-menu'
import { messages } from './messages'
import './language-menu.css'

/** Remembers the reader's pick for the whole site (the page then loads under the new prefix). */
function rememberLanguage(code: string): void {
  document.cookie = languageCookie(code)
}

export function LanguageMenu() {
  const { lang, t } = useSiteEnv()
  const { pathname, search, hash } = useLocation()
  const { open, panelId, root, button, panel, toggle, onKeyDown } = usePopupMenu()
  const current = catalogCode(lang)

  return (
    <div className="popup-menu language-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="popup-button language-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span>{t(messages.language)}</span>
        <span className="language-current" lang={current}>
          {languageName(current)}
        </span>
      </button>
      <div ref={panel} id={panelId} className="popup-panel language-panel" hidden={!open}>
        <ul aria-label={t(messages.language)}>
          {LANGUAGES.map(({ code, name }) => (
            <li key={code}>
              <a
                href={pathInLanguage(pathname + search + hash, code)}
                lang={code}
                hrefLang={code}
                aria-current={code === current ? 'true' : undefined}
                onClick={() => rememberLanguage(code)}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
