// The address's balances (spec §3 "Address info"): confirmed balance, unconfirmed change, total received and
// sent, tx count — with the fiat value in the reader's currency when a price is known.
import { $fiatCurrency, formatAmount, formatFiat } from '../../../core'
import type { AddressInfo } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { FieldTable } from '../block/block-header'
import { balances } from './live-address'
import { messages } from './messages'

export function AddressBalance({ info }: { info: AddressInfo }) {
  const { t, lang, network, client } = useSiteEnv()
  const currency = useStore($fiatCurrency)
  const conversions = useStore(client.stores.$conversions)
  const price = conversions?.[currency] ?? 0
  const b = balances(info)
  const amount = (sats: number, signed = false) => (
    <>
      <span className="amount" dir="ltr">
        {signed && sats > 0 ? '+' : ''}
        {formatAmount(sats, { network, locale: lang })}
      </span>
      {price > 0 ? (
        <span className="fiat">
          {' '}
          <bdi>{formatFiat((sats / 1e8) * price, currency, lang)}</bdi>
        </span>
      ) : null}
    </>
  )
  return (
    <section className="address-balances" aria-labelledby="address-balances-heading">
      <h2 id="address-balances-heading" className="visually-hidden">
        {t(messages.balances)}
      </h2>
      <FieldTable
        caption={t(messages.balances)}
        className="address-balance-table"
        rows={[
          [
            t(messages.confirmed),
            <span key="c" data-testid="address-confirmed">
              {amount(b.confirmed)}
            </span>,
          ],
          [
            t(messages.unconfirmed),
            <span key="u" data-testid="address-unconfirmed">
              {amount(b.unconfirmed, true)}
            </span>,
          ],
          [t(messages.received), amount(b.received)],
          [t(messages.sent), amount(b.sent)],
          [
            t(messages.txCount),
            <span key="n" data-testid="address-tx-count">
              {new Intl.NumberFormat(lang).format(b.txCount)}
            </span>,
          ],
        ]}
      />
    </section>
  )
}
