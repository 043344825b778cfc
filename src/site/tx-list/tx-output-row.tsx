// One output: address (link) or script, amount, spent/unspent with the spending tx once known; script on demand.
import { useId, useState } from 'react'
import type { Outspend, Vout } from '../../core'
import { pagePath, truncateMiddle } from '../../core'
import { useSiteEnv } from '../app/site-env'
import type { RequestState } from '../app/use-request'
import { DetailsToggle } from './disclosure'
import { messages } from './messages'
import { ScriptDetails } from './script-details'
import { SentenceWithLtr } from './sentence-with-ltr'
import { outputScriptFields } from './script-fields'
import type { OutputFieldKey } from './script-fields'
import { AddressText, useAmount } from './tx-parts'

const OUTPUT_LABELS = {
  type: messages.fieldType,
  asm: messages.fieldAsm,
  data: messages.fieldData,
} satisfies Record<OutputFieldKey, unknown>

export interface TxOutputRowProps {
  vout: Vout
  index: number
  highlighted: boolean
  /** The outspends request, null while nobody asked for it. */
  spends: RequestState<Outspend[]> | null
  onOpen: () => void
}

export function TxOutputRow({ vout, index, highlighted, spends, onOpen }: TxOutputRowProps) {
  const { t } = useSiteEnv()
  const amount = useAmount()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  return (
    <li className="tx-io-row" data-highlight={highlighted || undefined} data-vout={index}>
      <div className="tx-io-main">
        <AddressText vout={vout} highlighted={highlighted} />
        <span className="tx-amount" dir="ltr">
          {amount(vout.value)}
        </span>
        <DetailsToggle
          open={open}
          controls={detailsId}
          what={t(messages.outputN, { index })}
          onToggle={() => {
            if (!open) onOpen()
            setOpen(!open)
          }}
        />
      </div>
      <SpendStatus spends={spends} index={index} />
      <div id={detailsId} hidden={!open}>
        {open ? <ScriptDetails fields={outputScriptFields(vout)} labels={OUTPUT_LABELS} /> : null}
      </div>
    </li>
  )
}

function SpendStatus({
  spends,
  index,
}: {
  spends: RequestState<Outspend[]> | null
  index: number
}) {
  const { t, link } = useSiteEnv()
  if (spends === null) return null
  if (spends.status === 'loading') return <p className="tx-spend">{t(messages.spendsLoading)}</p>
  if (spends.status === 'error') return <p className="tx-spend">{t(messages.spendsFailed)}</p>
  const spend = spends.data[index]
  if (!spend) return null
  if (!spend.spent || spend.txid === undefined)
    return (
      <p className="tx-spend" data-spent="false">
        {t(messages.unspent)}
      </p>
    )
  return (
    <p className="tx-spend" data-spent="true">
      <a href={link(pagePath`/tx/${spend.txid}`)}>
        <SentenceWithLtr
          sentence={(slots) => t(messages.spent, slots)}
          ltr={{ txid: truncateMiddle(spend.txid) }}
        />
      </a>
    </p>
  )
}
