// The footer's figures as pure functions (reference §3.6). Units: vB/s, WU/s, bytes, vB.
import { blocksForVsize } from '../../core'
import type { MempoolBlock } from '../../core'

/** vB/s that fills the incoming bar: one full 1,000,000 vB block per 600 s. */
export const INCOMING_FULL_VBYTES_PER_SECOND = 1667

/** Incoming-rate colour steps, highest first: above `above` vB/s the bar takes `colour`. */
export const INCOMING_STEPS: readonly { above: number; colour: string }[] = [
  { above: 3500, colour: '#D81B60' },
  { above: 3000, colour: '#F4511E' },
  { above: 2500, colour: '#FB8C00' },
  { above: 2000, colour: '#FFB300' },
  { above: 1667, colour: '#FDD835' },
]

/** At or below 1,667 vB/s the mempool drains as fast as it fills. */
export const INCOMING_CALM_COLOUR = '#7CB342'

/** Bar length in percent, 0–100 (the bar is full from 1,667 vB/s up). */
export function incomingBarPercent(vBytesPerSecond: number): number {
  return (
    (Math.min(Math.max(vBytesPerSecond, 0), INCOMING_FULL_VBYTES_PER_SECOND) /
      INCOMING_FULL_VBYTES_PER_SECOND) *
    100
  )
}

/** Step number 0 (calm) to 5 (above 3,500 vB/s); the CSS token --mp-footer-rate-<step> can recolour it. */
export function incomingStep(vBytesPerSecond: number): number {
  const index = INCOMING_STEPS.findIndex((step) => vBytesPerSecond > step.above)
  return index === -1 ? 0 : INCOMING_STEPS.length - index
}

export function incomingColour(vBytesPerSecond: number): string {
  return INCOMING_STEPS.find((step) => vBytesPerSecond > step.above)?.colour ?? INCOMING_CALM_COLOUR
}

/** Weight units per second: 4 WU per vB. */
export function weightUnitsPerSecond(vBytesPerSecond: number): number {
  return vBytesPerSecond * 4
}

/** Mempool size in bytes: the sum of the projected blocks' sizes. */
export function mempoolSizeBytes(blocks: readonly MempoolBlock[]): number {
  return blocks.reduce((sum, block) => sum + block.blockSize, 0)
}

/** How many 1,000,000 vB blocks the mempool fills, rounded up. */
export function mempoolBlockCount(blocks: readonly MempoolBlock[]): number {
  return blocksForVsize(blocks.reduce((sum, block) => sum + block.blockVSize, 0))
}

export type UsageLevel = 'low' | 'medium' | 'high'

/** Memory usage as a fraction of the node's limit (may exceed 1). */
export function usageFraction(usageBytes: number, maxMempoolBytes: number): number {
  return maxMempoolBytes > 0 ? usageBytes / maxMempoolBytes : 0
}

/** Green up to 50 %, amber up to 75 %, red above. */
export function usageLevel(fraction: number): UsageLevel {
  if (fraction <= 0.5) return 'low'
  if (fraction <= 0.75) return 'medium'
  return 'high'
}
