// Links that also fire a typed event: a plain click emits it and, if a listener cancels it, the link is
// not followed (the host page routes). Modified clicks (new tab, download) always stay plain links.
import type { MouseEvent } from 'react'
import type { MpEventDetails, MpEventName } from '../events/events'
import { emit } from './emit'

export function onSelectLink<N extends MpEventName>(
  host: EventTarget,
  name: N,
  detail: MpEventDetails[N],
) {
  return (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    if (!emit(host, name, detail)) event.preventDefault()
  }
}
