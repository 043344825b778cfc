// One input: the previous output it spends (link), its address and amount, or "Coinbase"; script details on demand.
import { useId, useState } from 'react'
import type { Vin } from '../../core'
import { pagePath } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { DetailsToggle } from './disclosure'
import { messages } from './messages'
import { ScriptDetails } from './script-details'
import { inputScriptFields } from './script-fields'
import type { InputFieldKey } from './script-fields'
import { AddressText, useAmount } from './tx-parts'

const INPUT_LABELS = {
  prevoutType: messages.fieldPrevoutType,
  prevoutAsm: messages.fieldPrevoutAsm,
  scriptsig: messages.fieldScriptsig,
  witness: messages.fieldWitness,
  innerRedeemscript: messages.fieldInnerRedeemscript,
  innerWitnessscript: messages.fieldInnerWitnessscript,
  sequence: messages.fieldSequence,
} satisfies Record<InputFieldKey, unknown>

export function TxInputRow({
  vin,
  index,
  highlightAddress,
}: {
  vin: Vin
  index: number
  highlightAddress: string | undefined
}) {
  const { t, link } = useSiteEnv()
  const amount = useAmount()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const address = vin.prevout?.scriptpubkey_address
  const highlighted = address !== undefined && address === highlightAddress
  return (
    <li className="tx-io-row" data-highlight={highlighted || undefined}>
      <div className="tx-io-main">
        {vin.is_coinbase ? (
          <span className="tx-coinbase">{t(messages.coinbase)}</span>
        ) : (
          <>
            <a
              className="tx-outpoint"
              href={link(pagePath`/tx/${vin.txid}:${vin.vout}`)}
              aria-label={t(messages.previousOutput, { outpoint: `${vin.txid}:${vin.vout}` })}
            >
              ←
            </a>{' '}
            <AddressText vout={vin.prevout} highlighted={highlighted} />
          </>
        )}
        <span className="tx-amount" dir="ltr">
          {vin.prevout ? amount(vin.prevout.value) : null}
        </span>
        <DetailsToggle
          open={open}
          controls={detailsId}
          what={t(messages.inputN, { index })}
          onToggle={() => setOpen(!open)}
        />
      </div>
      <div id={detailsId} hidden={!open}>
        {open ? <ScriptDetails fields={inputScriptFields(vin)} labels={INPUT_LABELS} /> : null}
      </div>
    </li>
  )
}
