// One projected (mempool) block: median fee, fee span, size or total fees, transaction count, and the
// expected time — or "(n blocks)" for the merged last tile that holds more than one block.
import type { CSSProperties, MouseEvent } from 'react'
import { blockFillFromVsize, formatBytes, projectedBlockGradient } from '../../core'
import type { Difficulty, FeePaletteName, MempoolBlockTile, Translator } from '../../core'
import { useRateUnit } from '../internal/use-preferences'
import { useWidget } from '../internal/widget-context'
import { projectedBackground } from './cube-backgrounds'
import { liquidEtaMs, projectedEtaMs, untilParts } from './eta'
import {
  cubeFeeMessages,
  formatCubeFee,
  formatTotalFeesBtc,
  isOverfull,
  projectedFeeSpan,
  stackBlockCount,
} from './figures'
import { projectedCubeOffsetPx } from './layout'
import { messages } from './messages'

export interface ProjectedTileProps {
  tile: MempoolBlockTile
  /** 0 = next block, counted from the divider. */
  position: number
  difficulty: Difficulty | undefined
  nowMs: number
  unit: string
  liquid: boolean
  palette: FeePaletteName
  showMiningInfo: boolean
  selected: boolean
  spotlight: boolean
  href: string
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void
}

export function ProjectedTile(props: ProjectedTileProps) {
  const { intl, dir } = useWidget()
  const { tile, position, selected } = props
  const { t, locale } = intl
  const unit = useRateUnit()
  const feeMessages = cubeFeeMessages(unit)
  const fee = (rate: number): string => formatCubeFee(rate, locale, props.liquid, unit)
  const span = projectedFeeSpan(tile)
  const median = t(feeMessages.median, { fee: fee(tile.medianFee) })
  const sizeOrFees = props.showMiningInfo
    ? t(messages.totalFees, {
        amount: formatTotalFeesBtc(tile.totalFees, locale),
        unit: props.unit,
      })
    : formatBytes(tile.blockSize, { locale })
  const when = whenText(props, t)
  const style: CSSProperties & Record<`--${string}`, string> = {
    '--offset': `${projectedCubeOffsetPx(position)}px`,
    background: projectedBackground(
      projectedBlockGradient(tile.feeRange, tile.blockVSize, position === 0, props.palette),
      'var(--_bc-projected-empty)',
    ),
  }
  const label = t(messages.projectedLabel, {
    position: position + 1,
    median,
    fees: t(feeMessages.span, { min: fee(span.min), max: fee(span.max) }),
    count: tile.nTx,
    when,
  })
  return (
    <li className="slot projected-slot" style={style} data-position={position}>
      <a
        className="cube projected"
        part={`cube projected-cube${selected ? ' selected-cube' : ''}`}
        href={props.href}
        dir={dir}
        draggable={false}
        aria-label={selected ? t(messages.selectedLabel, { label }) : label}
        aria-current={selected ? 'true' : undefined}
        data-spotlight={props.spotlight ? '' : undefined}
        data-stack={tile.isStack ? '' : undefined}
        data-fill={blockFillFromVsize(tile.blockVSize).toFixed(6)}
        onClick={props.onChoose}
      >
        <span className="body" aria-hidden="true">
          <span className="fees" data-figure="median">
            {median}
          </span>
          <span className="fee-span" data-figure="span">
            {t(feeMessages.span, { min: fee(span.min), max: fee(span.max) })}
          </span>
          <span className="size" data-figure={props.showMiningInfo ? 'total-fees' : 'size'}>
            {sizeOrFees}
          </span>
          <span className="count" data-figure="count">
            {t(messages.txCount, { count: tile.nTx })}
          </span>
          <span className="time" data-figure={isOverfull(tile) ? 'blocks' : 'eta'}>
            {isOverfull(tile) ? <b>{when}</b> : when}
          </span>
        </span>
      </a>
    </li>
  )
}

function whenText(props: ProjectedTileProps, t: Translator['t']): string {
  const { tile, position, difficulty, nowMs } = props
  if (isOverfull(tile)) return t(messages.stackBlocks, { count: stackBlockCount(tile.blockVSize) })
  const eta = props.liquid
    ? liquidEtaMs(position, nowMs)
    : difficulty
      ? projectedEtaMs(position, difficulty, nowMs)
      : undefined
  if (eta === undefined) return ''
  const { value, unit } = untilParts(eta - nowMs)
  const message =
    unit === 'minute' ? messages.etaMinutes : unit === 'hour' ? messages.etaHours : messages.etaDays
  return t(message, { count: value })
}
