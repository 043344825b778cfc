// Small pieces shared by the input and output rows: the amount formatter and the address (or script) text.
import { useCallback } from 'react'
import type { Vout } from '../../core'
import { formatAmount, pagePath } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { messages } from './messages'
import { opReturnData, printableText } from './script-fields'

/** Sats → "0.00012345 BTC" in the page's network unit and language. */
export function useAmount(): (sats: number) => string {
  const { network, lang } = useSiteEnv()
  return useCallback(
    (sats: number) => formatAmount(sats, { network, locale: lang }),
    [network, lang],
  )
}

/** The output's address as a link, else what the script is (OP_RETURN with its text, or the script type). */
export function AddressText({ vout, highlighted }: { vout: Vout | null; highlighted: boolean }) {
  const { t, link } = useSiteEnv()
  if (!vout) return null
  const address = vout.scriptpubkey_address
  if (address !== undefined) {
    return (
      <span className="tx-address">
        <a href={link(pagePath`/address/${address}`)} dir="ltr">
          {address}
        </a>
        {highlighted ? <span className="tx-mark"> {t(messages.highlighted)}</span> : null}
      </span>
    )
  }
  const data = opReturnData(vout)
  if (data !== null) {
    const text = printableText(data)
    return (
      <span className="tx-script-type">
        {text === null ? t(messages.opReturn) : t(messages.opReturnText, { text })}
      </span>
    )
  }
  return <span className="tx-script-type">{vout.scriptpubkey_type}</span>
}
