// The single way widgets fire DOM events: bubbling and composed (they leave the shadow root), cancelable
// so a host page can route instead of following the link, with the detail type fixed by the event name.
import type { MpEventDetails, MpEventName } from '../events/events'

/** Fires `name` on `host`; returns false when a listener called preventDefault(). */
export function emit<N extends MpEventName>(
  host: EventTarget,
  name: N,
  detail: MpEventDetails[N],
): boolean {
  const event = new CustomEvent<MpEventDetails[N]>(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: true,
  })
  return host.dispatchEvent(event)
}
