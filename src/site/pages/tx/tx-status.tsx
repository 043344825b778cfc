// Status: confirmed in block N with live confirmations, or unconfirmed with the projected block and its ETA;
// first-seen time. Announced politely, so a screen reader hears the confirmation when the block comes.
import { pagePath } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { etaMinutes } from './eta'
import { formatTime } from './format'
import { messages } from './messages'
import type { TxLive } from './use-tx-live'

export function TxStatus({
  live,
  firstSeen,
  replaced,
}: {
  live: TxLive
  firstSeen: number | undefined
  /** Replaced while unconfirmed: no ETA, it will not be mined. */
  replaced: boolean
}) {
  const { t, link, lang } = useSiteEnv()
  const { confirmed } = live
  return (
    <section className="tx-section tx-status-section" aria-labelledby="tx-status-heading">
      <h2 id="tx-status-heading">{t(messages.statusHeading)}</h2>
      <p
        className="tx-state"
        role="status"
        aria-live="polite"
        data-confirmed={confirmed ? 'true' : 'false'}
      >
        {confirmed ? (
          <>
            <a
              href={link(
                confirmed.hash
                  ? pagePath`/block/${confirmed.hash}`
                  : pagePath`/block/${confirmed.height}`,
              )}
            >
              {t(messages.confirmedIn, { height: confirmed.height })}
            </a>
            {live.tipHeight === undefined ? null : (
              <span className="tx-confirmations">
                {' · '}
                {t(messages.confirmations, {
                  count: Math.max(1, live.tipHeight - confirmed.height + 1),
                })}
              </span>
            )}
          </>
        ) : (
          t(replaced ? messages.replaced : messages.unconfirmed)
        )}
      </p>
      <dl className="tx-facts">
        {confirmed?.time === undefined ? null : (
          <div>
            <dt>{t(messages.blockTime)}</dt>
            <dd>{formatTime(confirmed.time, lang)}</dd>
          </div>
        )}
        {firstSeen ? (
          <div>
            <dt>{t(messages.firstSeen)}</dt>
            <dd>{formatTime(firstSeen, lang)}</dd>
          </div>
        ) : null}
        {confirmed || replaced ? null : <TxEta live={live} />}
      </dl>
    </section>
  )
}

function TxEta({ live }: { live: TxLive }) {
  const { t, link, client } = useSiteEnv()
  const difficulty = useStore(client.stores.$difficulty)
  const position = live.position
  return (
    <div className="tx-eta">
      <dt>{t(messages.eta)}</dt>
      <dd>
        {position && difficulty ? (
          <>
            {t(messages.etaMinutes, {
              minutes: etaMinutes({
                blockIndex: position.block,
                adjustedTimeAvgMs: difficulty.adjustedTimeAvgMs,
                timeOffsetMs: difficulty.timeOffsetMs,
              }),
            })}
            {' · '}
            <a href={link(pagePath`/mempool-block/${position.block}`)}>
              {t(messages.projectedBlock, { n: position.block })}
            </a>
          </>
        ) : (
          t(messages.etaUnknown)
        )}
      </dd>
    </div>
  )
}
