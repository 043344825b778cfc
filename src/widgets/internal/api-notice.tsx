// The notice a widget shows while its API fails to answer (core $apiTrouble): which API it tried, and that
// it keeps retrying. A status region, so assistive technology announces it when it appears.
import { useStore } from './use-store'
import { useWidget } from './widget-context'
import { messages } from './messages'

export function ApiNotice() {
  const { client, intl } = useWidget()
  const trouble = useStore(client.stores.$apiTrouble)
  if (!trouble) return null
  return (
    <p className="api-notice" part="api-notice" role="status" aria-live="polite">
      {intl.t(messages.apiTrouble, { api: client.api })}
    </p>
  )
}
