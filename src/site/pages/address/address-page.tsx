// /address/{address} (spec §2.2, §9): the address is checked for this network first; then its balances
// (chain + mempool stats, live), and its transactions, newest first, (window height − 150) / 30 a page with
// the page in the query (a new address starts at page 1). Live news (track-address) put a new unconfirmed tx
// on top and adjust the balances; a tx that confirms moves down to the confirmed ones.
import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { endpoints, normalizeAddress } from '../../../core'
import type { AddressInfo, RestError } from '../../../core'
import { PageError, PageLoading } from '../../app/page-states'
import { useSiteEnv } from '../../app/site-env'
import { usePageMeta } from '../../app/use-page-meta'
import { useRequest } from '../../app/use-request'
import { useStore } from '../../app/use-store'
import { TxList } from '../../tx-list/tx-list'
import { Pager } from '../block/pager'
import { pageCount, pageFromQuery, pageStart } from '../block/paging'
import { AddressBalance } from './address-balance'
import { itemsPerPage } from './items-per-page'
import { balances, liveGroup, liveStats, liveTxs } from './live-address'
import { messages } from './messages'
import { useAddressHistory } from './use-address-history'
import { useWindowHeight } from './use-window-height'
import './address-page.css'

/** What an address can look like at all (base58 or bech32 characters); the server checks the rest. */
const ADDRESS_SHAPE = /^[a-zA-Z0-9]{2,120}$/

export default function AddressPage() {
  const { t } = useSiteEnv()
  const params = useParams()
  const address = normalizeAddress(params['address'] ?? '')
  const [attempt, setAttempt] = useState(0)
  if (!ADDRESS_SHAPE.test(address)) return <InvalidAddress address={address} />
  return (
    <Validated
      key={`${address}#${attempt}`}
      address={address}
      retry={() => setAttempt((n) => n + 1)}
      name={t(messages.title, { address })}
    />
  )
}

function InvalidAddress({ address }: { address: string }) {
  const { t } = useSiteEnv()
  return (
    <PageError
      title={t(messages.invalid)}
      detail={t(messages.invalidDetail, { address })}
      notFound
    />
  )
}

function Failed({ error, retry }: { error: RestError; retry: () => void }) {
  const { t } = useSiteEnv()
  return (
    <PageError
      title={t(messages.failed)}
      detail={
        <>
          {t(messages.failedDetail, { message: error.message })}{' '}
          <button type="button" onClick={retry}>
            {t(messages.tryAgain)}
          </button>
        </>
      }
    />
  )
}

function Loading({ name }: { name: string }) {
  const { t } = useSiteEnv()
  usePageMeta({ title: name })
  return (
    <div className="page address-page">
      <PageLoading label={t(messages.loading)} />
    </div>
  )
}

interface AddressProps {
  address: string
  name: string
  retry: () => void
}

function Validated({ address, name, retry }: AddressProps) {
  const { client } = useSiteEnv()
  const validation = useRequest(client.rest, endpoints.validateAddress(address))
  const valid = validation.status === 'ok' && validation.data.isvalid
  const info = useRequest(client.rest, valid ? endpoints.addressInfo(address) : null)
  if (validation.status === 'error') return <Failed error={validation.error} retry={retry} />
  if (validation.status === 'ok' && !valid) return <InvalidAddress address={address} />
  if (info.status === 'error')
    return info.error.status === 400 ? (
      <InvalidAddress address={address} />
    ) : (
      <Failed error={info.error} retry={retry} />
    )
  if (info.status === 'loading') return <Loading name={name} />
  return <AddressView info={info.data} name={name} />
}

function AddressView({ info, name }: { info: AddressInfo; name: string }) {
  const { t, client } = useSiteEnv()
  const { address } = info
  usePageMeta({ title: name, preview: 'render' })
  const live = liveGroup(useStore(client.stores.addressTransactions(address)))
  const tip = useStore(client.stores.$tip)
  const perPage = itemsPerPage(useWindowHeight())
  const [search] = useSearchParams()
  // The page is read against the REST count; live news add a few txs at most.
  const page = pageFromQuery(search.get('page'), pageCount(balances(info).txCount, perPage))
  const { history, started, error } = useAddressHistory(address, page, perPage)
  const current = started ? liveStats(info, history.txs, live) : info
  const count = balances(current).txCount
  const first = pageStart(page, perPage)
  const shown = liveTxs(history.txs, live).slice(first, first + perPage)
  return (
    <div className="page address-page" data-per-page={perPage}>
      <h1>
        {t(messages.heading)}{' '}
        <code className="address-id" dir="ltr">
          {address}
        </code>
      </h1>
      <AddressBalance info={current} />
      <section className="address-txs" aria-labelledby="address-txs-heading">
        <h2 id="address-txs-heading">{t(messages.txsHeading, { count })}</h2>
        {error ? <p role="alert">{t(messages.txsFailed, { message: error.message })}</p> : null}
        {!started && !error ? <PageLoading label={t(messages.txsLoading)} /> : null}
        {started ? (
          <TxList txs={shown} highlight={{ address }} {...(tip ? { tip: tip.height } : {})} />
        ) : null}
        <Pager page={page} pages={pageCount(count, perPage)} />
      </section>
    </div>
  )
}
