// Mined blocks older than the live eight, loaded while the reader scrolls back. Heights are fetched in
// groups of 10 (one `/api/v1/blocks/{top}` call returns 15 descending from `top`, we keep the group's
// 10), kept by priority: every add or read bumps a block, and once more than 550 bumps are queued the
// least recently bumped blocks go, except those within 50 of the tip.
import type { BlockExtended } from '../../core'

/** Heights fetched together: top = the next multiple of 10 at or above the asked height. */
export const BLOCK_GROUP_SIZE = 10
/** Blocks this close to the tip (tip − height < 50) are never pruned. */
export const KEEP_RECENT_BLOCKS = 50
/** Pruning starts when the priority queue holds more entries than this. */
export const PRUNE_ABOVE = 550

/** Returns the blocks at or below `topHeight`, newest first (the server may return more or fewer). */
export type FetchBlocksFrom = (topHeight: number) => Promise<readonly BlockExtended[]>

/** The 10 heights loaded together with `height`, highest first (never below 0). */
export function groupHeights(height: number): number[] {
  const top = Math.ceil(height / BLOCK_GROUP_SIZE) * BLOCK_GROUP_SIZE
  const heights: number[] = []
  for (let h = top; h > top - BLOCK_GROUP_SIZE && h >= 0; h--) heights.push(h)
  return heights
}

export class BlockCache {
  private readonly byHeight = new Map<number, BlockExtended>()
  private readonly loading = new Set<number>()
  private readonly failed = new Set<number>()
  /** Oldest bump first; a height may appear several times. */
  private priorities: number[] = []
  private readonly copies = new Map<number, number>()
  private readonly listeners = new Set<() => void>()
  private tip = 0
  private changes = 0

  constructor(private readonly fetchFrom: FetchBlocksFrom) {}

  /** Called whenever a block arrives, the tip moves or a load ends. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  setTip(height: number): void {
    if (height === this.tip) return
    this.tip = height
    this.prune()
    this.notify()
  }

  /** Changes whenever listeners are told about a change (a snapshot for React). */
  get version(): number {
    return this.changes
  }

  get tipHeight(): number {
    return this.tip
  }

  /** Adds blocks (e.g. the live ones) without fetching. */
  add(blocks: readonly BlockExtended[]): void {
    let changed = false
    for (const block of blocks) changed = this.put(block) || changed
    this.prune()
    if (changed) this.notify()
  }

  get(height: number): BlockExtended | undefined {
    return this.byHeight.get(height)
  }

  isLoading(height: number): boolean {
    return this.loading.has(height)
  }

  /** True when the last load of this height's group came back without it. */
  hasFailed(height: number): boolean {
    return this.failed.has(height)
  }

  get size(): number {
    return this.byHeight.size
  }

  get queuedPriorities(): number {
    return this.priorities.length
  }

  /** Loads the group of `height` unless every height in it is cached or already loading. */
  async load(height: number): Promise<void> {
    if (!Number.isInteger(height) || height < 0) return
    const heights = groupHeights(height)
    const wanted = heights.filter((h) => !this.byHeight.has(h) && !this.loading.has(h))
    if (wanted.length === 0) return
    for (const h of wanted) {
      this.loading.add(h)
      this.failed.delete(h)
    }
    this.notify()
    let result: readonly BlockExtended[] = []
    try {
      result = await this.fetchFrom(heights[0] ?? height)
    } catch {
      result = []
    }
    for (const block of result) if (this.loading.has(block.height)) this.put(block)
    for (const h of wanted) {
      this.loading.delete(h)
      if (!this.byHeight.has(h)) this.failed.add(h)
    }
    this.prune()
    this.notify()
  }

  /** Forgets which loads failed, so the next load() tries those heights again. */
  retryFailed(): void {
    if (this.failed.size === 0) return
    this.failed.clear()
    this.notify()
  }

  /** Forgets everything (another network or API). */
  reset(): void {
    this.byHeight.clear()
    this.loading.clear()
    this.failed.clear()
    this.priorities = []
    this.copies.clear()
    this.notify()
  }

  private put(block: BlockExtended): boolean {
    const known = this.byHeight.get(block.height)
    if (known?.id === block.id) return false
    this.byHeight.set(block.height, block) // a different hash at a known height: the chain reorganised
    this.failed.delete(block.height)
    this.bump(block.height)
    return true
  }

  private bump(height: number): void {
    this.priorities.push(height)
    this.copies.set(height, (this.copies.get(height) ?? 0) + 1)
  }

  private prune(): void {
    while (this.priorities.length > PRUNE_ABOVE) {
      const height = this.priorities.shift()
      if (height === undefined) break
      const copies = this.copies.get(height) ?? 0
      if (copies > 1) {
        this.copies.set(height, copies - 1)
      } else if (this.tip - height < KEEP_RECENT_BLOCKS) {
        this.copies.delete(height)
        this.bump(height)
      } else {
        this.copies.delete(height)
        this.byHeight.delete(height)
      }
    }
  }

  private notify(): void {
    this.changes++
    for (const listener of [...this.listeners]) listener()
  }
}
