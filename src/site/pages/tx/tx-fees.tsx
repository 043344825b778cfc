// Fees and size (the #accelerate anchor sits on this section: /tx/{id}#accelerate scrolls here; the accelerator
// issue fills it): fee with its fiat value, fee rate, effective (package) rate, virtual size and weight, value.
import { $fiatCurrency, formatAmount, formatBytes, formatFiat, priceAt } from '../../../core'
import type { CpfpInfo, Transaction } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { txFeeRate, txOutputTotal, txVsize, isCoinbase } from '../../tx-list/tx-figures'
import { useRate } from './format'
import { messages } from './messages'

export function TxFees({ tx, cpfp }: { tx: Transaction; cpfp: CpfpInfo | undefined }) {
  const { t, network, lang } = useSiteEnv()
  const rate = useRate()
  const amount = (sats: number) => (
    <span dir="ltr">{formatAmount(sats, { network, locale: lang })}</span>
  )
  const effective = cpfp?.effectiveFeePerVsize ?? tx.effectiveFeePerVsize
  const coinbase = isCoinbase(tx)
  return (
    <section id="accelerate" className="tx-section" aria-labelledby="tx-fees-heading">
      <h2 id="tx-fees-heading">{t(messages.feesHeading)}</h2>
      <dl className="tx-facts">
        <div data-fact="fee">
          <dt>{t(messages.fee)}</dt>
          <dd>
            {coinbase ? t(messages.coinbaseFee) : amount(tx.fee)}{' '}
            {coinbase ? null : <FiatValue sats={tx.fee} tx={tx} />}
          </dd>
        </div>
        {coinbase ? null : (
          <div data-fact="fee-rate">
            <dt>{t(messages.feeRate)}</dt>
            <dd>
              <span dir="ltr">{rate(txFeeRate(tx))}</span>
            </dd>
          </div>
        )}
        {coinbase || effective === undefined ? null : (
          <div data-fact="effective-fee-rate">
            <dt>{t(messages.effectiveFeeRate)}</dt>
            <dd>
              <span dir="ltr">{rate(effective)}</span>
            </dd>
          </div>
        )}
        <div data-fact="vsize">
          <dt>{t(messages.size)}</dt>
          <dd>{formatBytes(txVsize(tx), { unit: 'vB', locale: lang })}</dd>
        </div>
        <div data-fact="weight">
          <dt>{t(messages.weight)}</dt>
          <dd>{formatBytes(tx.weight, { unit: 'WU', locale: lang })}</dd>
        </div>
        <div data-fact="value">
          <dt>{t(messages.value)}</dt>
          <dd>
            {amount(txOutputTotal(tx))} <FiatValue sats={txOutputTotal(tx)} tx={tx} />
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** The amount in the chosen currency at the block's time (now while unconfirmed): mainnet with historical prices. */
function FiatValue({ sats, tx }: { sats: number; tx: Transaction }) {
  const { config, network } = useSiteEnv()
  if (!config.toggles.historicalPrice || network !== 'mainnet') return null
  return <HistoricalFiat sats={sats} time={tx.status.block_time} />
}

function HistoricalFiat({ sats, time }: { sats: number; time: number | undefined }) {
  const { client, lang } = useSiteEnv()
  const currency = useStore($fiatCurrency)
  const prices = useStore(client.stores.$historicalPrices)
  if (!prices.data) return null
  // Unconfirmed: the newest price (every entry is earlier than "infinitely late").
  const at = time ?? Number.POSITIVE_INFINITY
  const price = priceAt(prices.data.prices, at, currency, prices.data.exchangeRates)
  if (price <= 0) return null
  return (
    <span className="tx-fiat">
      (<bdi>{formatFiat((sats / 100_000_000) * price, currency, lang)}</bdi>)
    </span>
  )
}
