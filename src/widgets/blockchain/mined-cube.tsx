// One mined block: height, median fee and span, size or total fees, transaction count, time since it
// was mined and the pool badge; or a flashing loading cube, or an empty placeholder when it is missing.
import { useLayoutEffect, useState } from 'react'
import type { CSSProperties, MouseEvent } from 'react'
import { formatBytes, timeSince } from '../../core'
import type { BlockExtended } from '../../core'
import { useWidget } from '../internal/widget-context'
import { minedBackground } from './cube-backgrounds'
import {
  cubeFeeMessages,
  formatCubeFee,
  formatTotalFeesBtc,
  minedFeeSpan,
  minedFill,
  poolLabel,
} from './figures'
import { useRateUnit } from '../internal/use-preferences'
import { CONTAINER_OFFSET_PX, DIVIDER_BLOCK_OFFSET_PX, minedCubeOffsetPx } from './layout'
import { messages } from './messages'

export type MinedCubeState =
  { kind: 'loaded'; block: BlockExtended } | { kind: 'loading' } | { kind: 'placeholder' }

export interface MinedCubeProps {
  height: number
  /** 0 = newest, counted from the divider. */
  index: number
  state: MinedCubeState
  /** A new tip: the cube slides in from where projected block 0 was. */
  entering: boolean
  nowS: number
  unit: string
  /** Liquid networks print fee rates with one decimal (spec §9). */
  liquid: boolean
  showMiningInfo: boolean
  showPools: boolean
  selected: boolean
  spotlight: boolean
  href: string
  poolHref: (slug: string) => string
  logoSrc: (slug: string) => string
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void
}

function offsetStyle(
  index: number,
  entering: boolean,
): CSSProperties & Record<`--${string}`, string> {
  const at = CONTAINER_OFFSET_PX + minedCubeOffsetPx(index)
  return { '--offset': `${entering ? at - DIVIDER_BLOCK_OFFSET_PX : at}px` }
}

export function MinedCube(props: MinedCubeProps) {
  const { intl, dir } = useWidget()
  const { t } = intl
  const { height, index, state, selected } = props
  // Start across the divider, then move to the slot on the next frame so the transition runs.
  const [entering, setEntering] = useState(props.entering)
  useLayoutEffect(() => {
    if (!entering) return
    const frame = requestAnimationFrame(() => setEntering(false))
    return () => cancelAnimationFrame(frame)
  }, [entering])
  const unit = useRateUnit()
  const feeMessages = cubeFeeMessages(unit)

  if (state.kind !== 'loaded') {
    const label = t(state.kind === 'loading' ? messages.loadingBlock : messages.unavailableBlock, {
      height,
    })
    return (
      <li className="slot mined-slot" style={offsetStyle(index, false)} data-height={height}>
        <a
          className={`cube mined ${state.kind}`}
          part={`cube mined-cube ${state.kind}-cube`}
          href={props.href}
          dir={dir}
          aria-label={label}
          aria-busy={state.kind === 'loading' ? 'true' : undefined}
          aria-current={selected ? 'true' : undefined}
          draggable={false}
          onClick={props.onChoose}
        >
          <span className="height" aria-hidden="true">
            {height}
          </span>
        </a>
      </li>
    )
  }
  const { block } = state
  const { locale } = intl
  const fee = (rate: number): string => formatCubeFee(rate, locale, props.liquid, unit)
  const span = minedFeeSpan(block)
  const median = t(feeMessages.median, { fee: fee(block.extras?.medianFee ?? 0) })
  const ago = timeSince(block.timestamp, props.nowS, locale, 1)
  const pool = props.showPools ? poolLabel(block) : undefined
  const slug = block.extras?.pool?.slug
  const label = t(messages.minedLabel, {
    height,
    ago,
    pool: pool ?? 'none',
    median,
    count: block.tx_count,
  })
  const style = {
    ...offsetStyle(index, entering),
    background: minedBackground(
      minedFill(block),
      'var(--_bc-mined-empty)',
      'var(--_bc-mined-top-shown)',
      'var(--_bc-mined-bottom-shown)',
    ),
  }
  return (
    <li className="slot mined-slot" style={style} data-height={height}>
      <a
        className="cube mined loaded"
        part={`cube mined-cube${selected ? ' selected-cube' : ''}`}
        href={props.href}
        dir={dir}
        draggable={false}
        aria-label={selected ? t(messages.selectedLabel, { label }) : label}
        aria-current={selected ? 'true' : undefined}
        data-spotlight={props.spotlight ? '' : undefined}
        data-fill={minedFill(block).toFixed(6)}
        onClick={props.onChoose}
      >
        <span className="height" aria-hidden="true" data-figure="height">
          {height}
        </span>
        <span className="body" aria-hidden="true">
          <span className="fees" data-figure="median">
            {block.extras ? median : '\u00a0'}
          </span>
          <span className="fee-span" data-figure="span">
            {span ? t(feeMessages.span, { min: fee(span.min), max: fee(span.max) }) : '\u00a0'}
          </span>
          <span className="size" data-figure={props.showMiningInfo ? 'total-fees' : 'size'}>
            {props.showMiningInfo
              ? t(messages.totalFees, {
                  amount: formatTotalFeesBtc(block.extras?.totalFees ?? 0, locale),
                  unit: props.unit,
                })
              : formatBytes(block.size, { locale })}
          </span>
          <span className="count" data-figure="count">
            {t(messages.txCount, { count: block.tx_count })}
          </span>
          <span className="time" data-figure="ago">
            {ago}
          </span>
        </span>
      </a>
      {pool && slug && (
        <a
          className="pool"
          part="pool-badge"
          href={props.poolHref(slug)}
          data-figure="pool"
          dir={dir}
        >
          <img
            className="pool-logo"
            src={props.logoSrc(slug)}
            alt=""
            width={15}
            height={15}
            onError={(event) => {
              event.currentTarget.hidden = true
            }}
          />
          {pool}
        </a>
      )}
    </li>
  )
}
