// <mempool-footer>: the mempool's vital signs in one bar — arrival rate, unconfirmed count, size with
// the blocks it fills, node memory usage, and a badge while the backend synchronises.
import { useStore } from '../internal/use-store'
import type { CSSProperties } from 'react'
import { formatBytes } from '../../core'
import { explorerHref } from '../internal/explorer-href'
import { onSelectLink } from '../internal/select-link'
import { useRateUnit } from '../internal/use-preferences'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import { withDefaults } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { footerApi } from './footer.api'
import styles from './footer.css?inline'
import {
  incomingBarPercent,
  incomingColour,
  incomingStep,
  mempoolBlockCount,
  mempoolSizeBytes,
  usageFraction,
  usageLevel,
  weightUnitsPerSecond,
} from './footer-figures'
import { messages } from './messages'

/** The component's props: the attributes of footer.api.ts, camelCased (see the table for each). */
export type MempoolFooterProps = WidgetProps & AttributeProps<typeof footerApi.attributes>

const footerStyles = [styles]

export function MempoolFooter(given: MempoolFooterProps) {
  const props = withDefaults(footerApi.attributes, given)
  // An explicit `unit` attribute wins; without one the footer follows the reader's stored rate unit.
  const stored = useRateUnit() === 'wu' ? 'WU' : 'vB'
  const unit = props.unit === undefined ? stored : props.unit === 'WU' ? 'WU' : 'vB'
  return (
    <WidgetRoot {...props} styles={footerStyles} className={`footer footer--${props.layout}`}>
      <FooterBar unit={unit} />
    </WidgetRoot>
  )
}

function FooterBar({ unit }: { unit: 'vB' | 'WU' }) {
  const { client, host, intl } = useWidget()
  const { $mempoolInfo, $vBytesPerSecond, $mempoolBlocks, $syncProgress } = client.stores
  const info = useStore($mempoolInfo)
  const vBytesPerSecond = useStore($vBytesPerSecond)
  const blocks = useStore($mempoolBlocks)
  const sync = useStore($syncProgress)
  const { t } = intl
  // While the API does not answer (WidgetRoot says so), the figures read "unavailable", not "loading".
  const pending = t(useStore(client.stores.$apiTrouble) ? messages.unavailable : messages.loading)
  const nextBlockHref = explorerHref(client, '/mempool-block/0')

  return (
    <section className="bar" aria-label={t(messages.region)} part="bar">
      {sync && (
        <p className="sync" role="status" part="sync-badge">
          {t(messages.synchronizing, {
            percent: intl.intl.formatNumber(sync.percent / 100, { style: 'percent' }),
          })}
        </p>
      )}
      <IncomingRate vBytesPerSecond={vBytesPerSecond} unit={unit} pending={pending} />
      <div className="item unconfirmed" part="item">
        <span className="label">{t(messages.unconfirmed)}</span>
        <span className="value" part="value" data-figure="unconfirmed">
          {info ? t(messages.txCount, { count: info.size }) : pending}
        </span>
      </div>
      <div className="item size" part="item">
        <a
          className="label"
          href={nextBlockHref}
          onClick={onSelectLink(host, 'mp-mempool-block-select', { index: 0, href: nextBlockHref })}
        >
          {t(messages.mempoolSize)}
        </a>
        <span className="value" part="value" data-figure="size">
          {blocks.length > 0 ? (
            <>
              {formatBytes(mempoolSizeBytes(blocks), { locale: intl.locale })}{' '}
              <span data-figure="blocks">
                {t(messages.blockCount, { count: mempoolBlockCount(blocks) })}
              </span>
            </>
          ) : (
            pending
          )}
        </span>
        {info && <MemoryUsage usageBytes={info.usage} maxBytes={info.maxmempool} />}
      </div>
    </section>
  )
}

function IncomingRate({
  vBytesPerSecond,
  unit,
  pending,
}: {
  vBytesPerSecond: number | undefined
  unit: 'vB' | 'WU'
  /** Shown until the first figure. */
  pending: string
}) {
  const { client, intl } = useWidget()
  const { t } = intl
  const rate =
    vBytesPerSecond === undefined
      ? pending
      : unit === 'WU'
        ? t(messages.weightPerSecond, {
            rate: intl.intl.formatNumber(weightUnitsPerSecond(vBytesPerSecond)),
          })
        : t(messages.vbytesPerSecond, { rate: intl.intl.formatNumber(vBytesPerSecond) })
  const percent = vBytesPerSecond === undefined ? 0 : incomingBarPercent(vBytesPerSecond)
  const step = vBytesPerSecond === undefined ? 0 : incomingStep(vBytesPerSecond)
  const colour = vBytesPerSecond === undefined ? 'transparent' : incomingColour(vBytesPerSecond)
  // Set through the CSSOM (allowed under a strict CSP); the token lets a theme recolour each step.
  const fill: CSSProperties = {
    inlineSize: `${percent}%`,
    background: `var(--mp-footer-rate-${step}, ${colour})`,
  }
  return (
    <div className="item incoming" part="item">
      <a className="label" id="incoming-label" href={explorerHref(client, '/graphs/mempool')}>
        {t(messages.incoming)}
      </a>
      {/* The figure sits beside the bar, not over it: no step colour would keep text readable on it. */}
      <div className="meter-row">
        <div
          className="meter"
          part="incoming-bar"
          role="progressbar"
          aria-labelledby="incoming-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={rate}
          data-step={step}
        >
          <span className="fill" style={fill} />
        </div>
        <span className="value" part="value" data-figure="rate">
          {rate}
        </span>
      </div>
    </div>
  )
}

function MemoryUsage({ usageBytes, maxBytes }: { usageBytes: number; maxBytes: number }) {
  const { intl } = useWidget()
  const fraction = usageFraction(usageBytes, maxBytes)
  const level = usageLevel(fraction)
  const text = intl.t(messages.usageOfMax, {
    usage: formatBytes(usageBytes, { locale: intl.locale }),
    max: formatBytes(maxBytes, { locale: intl.locale }),
  })
  const fill: CSSProperties = { inlineSize: `${Math.min(fraction, 1) * 100}%` }
  return (
    <div
      className="meter usage"
      part="usage-bar"
      role="progressbar"
      aria-label={intl.t(messages.memoryUsage)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(Math.min(fraction, 1) * 100)}
      aria-valuetext={text}
      data-level={level}
      title={text}
    >
      <span className="fill" style={fill} />
    </div>
  )
}
