// Test mode (spec §4, §9): a window of `num-blocks` blocks whose newest block starts at height 800,000 and
// moves up one block every 10 s. A chain without block 800,000 (a test network, a young simulated chain)
// starts with the window that begins at the oldest block the API has. Past the tip it starts over.
import { call, endpoints } from '../../core'
import type { RestClient } from '../../core'
import { findOldestHeight } from './block-window'
import { TEST_START_HEIGHT } from './timing'

export interface TestRange {
  /** Newest height of the first window. */
  start: number
  /** The chain tip when last asked. */
  tip: number
}

/** The first window's newest height, given the oldest and newest heights the API has. */
export function testStartHeight(oldest: number, tip: number, count: number): number {
  if (oldest <= TEST_START_HEIGHT && TEST_START_HEIGHT <= tip) return TEST_START_HEIGHT
  return Math.min(tip, oldest + Math.max(1, count) - 1)
}

/** The next window's newest height: one up, or back to the start past the tip. */
export function nextTestHeight(current: number, range: TestRange): number {
  return current + 1 > range.tip ? range.start : current + 1
}

export async function fetchTipHeight(rest: RestClient, signal?: AbortSignal): Promise<number> {
  const text = await call(rest, endpoints.tipHeight(), signal)
  const tip = Number.parseInt(text, 10)
  if (!Number.isInteger(tip) || tip < 0) throw new Error(`tip height "${text}" is not a height`)
  return tip
}

/** Asks the API for its tip and, unless it has block 800,000, for its oldest block. */
export async function fetchTestRange(
  rest: RestClient,
  count: number,
  signal?: AbortSignal,
): Promise<TestRange> {
  const tip = await fetchTipHeight(rest, signal)
  if (tip >= TEST_START_HEIGHT) {
    const page = await call(rest, endpoints.blocks(TEST_START_HEIGHT), signal)
    if (page.some((block) => block.height === TEST_START_HEIGHT))
      return { start: TEST_START_HEIGHT, tip }
  }
  const oldest = await findOldestHeight(rest, tip, signal)
  return { start: testStartHeight(oldest, tip, count), tip }
}
