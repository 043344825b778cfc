// The header's language menu (spec §2.5 "Language selection", §3 "Language list"): a disclosure button that
// opens one link per interface language (exactly core's LANGUAGES, each named in itself), each to the same page
// under that language's prefix (English: none). Following one stores the choice in the `lang` cookie (expires
// 2050), so unprefixed URLs open in it later. Links, not a <select>: a select that navigates on change would
// leave the page on the first arrow key.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent, RefObject } from 'react'
import { useLocation } from 'react-router'
import { catalogCode, languageCookie, languageName, LANGUAGES } from '../../core'
import { pathInLanguage } from '../app/page-language'
import { useSiteEnv } from '../app/site-env'
import { messages } from './messages'
import './language-menu.css'

/** Remembers the reader's pick for the whole site (the page then loads under the new prefix). */
function rememberLanguage(code: string): void {
  document.cookie = languageCookie(code)
}

export function LanguageMenu() {
  const { lang, t } = useSiteEnv()
  const { pathname, search, hash } = useLocation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const current = catalogCode(lang)
  useClickOutside(open, root, setOpen)
  useLayoutEffect(() => {
    if (open && panel.current) keepInViewport(panel.current)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div className="language-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="language-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{t(messages.language)}</span>
        <span className="language-current" lang={current}>
          {languageName(current)}
        </span>
      </button>
      <div ref={panel} id={panelId} className="language-panel" hidden={!open}>
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

/** A press outside the menu closes it, as any popup does. */
function useClickOutside(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, root, setOpen])
}

/** Flush with the button's inline end, unless the header wrapped the button so far that this leaves the screen. */
function keepInViewport(panel: HTMLElement): void {
  panel.dataset['align'] = 'end'
  const box = panel.getBoundingClientRect()
  if (box.left < 0 || box.right > document.documentElement.clientWidth)
    panel.dataset['align'] = 'start'
}
