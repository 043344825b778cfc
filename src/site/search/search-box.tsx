// The header's search (spec §5): one field for a transaction id, block hash, height or address, with address
// suggestions for a typed prefix. It follows the ARIA 1.2 combobox pattern: the field owns a listbox of
// suggestions, the arrow keys move the active option, Enter opens it (or searches the text), Escape closes.
import { useId, useRef, useState } from 'react'
import type { FormEvent, KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { classifySearch, pagePath } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { messages as m } from './messages'
import { resolveSearch } from './resolve-search'
import type { SearchOutcome } from './resolve-search'
import { useAddressSuggestions } from './use-address-suggestions'
import './search-box.css'

export function SearchBox() {
  const { client, link, network, t } = useSiteEnv()
  const navigate = useNavigate()
  const ids = { list: useId(), error: useId(), option: useId() }
  const [text, setText] = useState('')
  const [listOpen, setListOpen] = useState(true)
  const [active, setActive] = useState(-1)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef<AbortController | null>(null)
  const target = classifySearch(text, network)
  const suggestions = useAddressSuggestions(target, client.rest)
  const expanded = listOpen && suggestions.length > 0

  const go = (path: `/${string}`): void => {
    setText('')
    setActive(-1)
    void navigate(link(path))
  }

  const show = (outcome: SearchOutcome): void => {
    if (outcome.kind === 'go') go(outcome.path)
    else if (outcome.kind === 'invalid') setError(t(m.invalid))
    else if (outcome.kind === 'no-block') setError(t(m.noBlockAtHeight, { height: outcome.height }))
    else if (outcome.kind === 'unavailable') setError(t(m.unavailable))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const chosen = expanded ? suggestions[active] : undefined
    if (chosen) return go(pagePath`/address/${chosen}`)
    running.current?.abort()
    const abort = new AbortController()
    running.current = abort
    setBusy(true)
    void resolveSearch(target, client.rest, abort.signal, suggestions[0]).then((outcome) => {
      if (abort.signal.aborted) return
      setBusy(false)
      show(outcome)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      setListOpen(true)
      const last = suggestions.length - 1
      setActive((at) =>
        event.key === 'ArrowDown' ? (at >= last ? 0 : at + 1) : at <= 0 ? last : at - 1,
      )
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setListOpen(false)
      setActive(-1)
    }
  }

  return (
    <form className="search-box" role="search" aria-label={t(m.region)} onSubmit={onSubmit}>
      <input
        type="text"
        role="combobox"
        // Ids and addresses are left-to-right; a sentence typed on an Arabic page is not.
        dir="auto"
        className="search-input"
        aria-label={t(m.label)}
        placeholder={t(m.placeholder)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={text}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.list}
        aria-activedescendant={expanded && active >= 0 ? `${ids.option}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setError(null)
          setActive(-1)
          setListOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
        onFocus={() => setListOpen(true)}
      />
      <button type="submit" className="search-submit" disabled={busy}>
        {t(m.submit)}
      </button>
      <ul
        id={ids.list}
        role="listbox"
        className="search-suggestions"
        aria-label={t(m.suggestions)}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((address, index) => (
            <li
              key={address}
              id={`${ids.option}-${index}`}
              role="option"
              aria-selected={index === active}
              // pointerdown would blur the field and close the list before the click lands
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => go(pagePath`/address/${address}`)}
            >
              <span dir="ltr">{address}</span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {busy
          ? t(m.searching)
          : target.kind === 'address-prefix' && listOpen
            ? t(m.suggestionCount, { count: suggestions.length })
            : ''}
      </p>
      {error && (
        <p id={ids.error} className="search-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
