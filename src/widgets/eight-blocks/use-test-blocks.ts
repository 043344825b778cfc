// Test mode's block list (test-mode.ts): a window of `count` blocks that moves up one block every 10 s.
import { useEffect, useState } from 'react'
import type { BlockExtended, MempoolClient } from '../../core'
import { fetchBlockWindow } from './block-window'
import { fetchTestRange, fetchTipHeight, nextTestHeight } from './test-mode'
import type { TestRange } from './test-mode'
import { TEST_ADVANCE_MS } from './timing'
import type { BlockList } from './use-block-list'

interface Shown {
  height: number
  blocks: BlockExtended[]
}

export function useTestBlocks(client: MempoolClient, count: number, enabled: boolean): BlockList {
  const [range, setRange] = useState<TestRange>()
  const [height, setHeight] = useState<number>()
  const [shown, setShown] = useState<Shown>()
  const [error, setError] = useState(false)

  // Where to start: asked once per client and window size.
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    fetchTestRange(client.rest, count, controller.signal).then(
      (found) => {
        setRange(found)
        setHeight(found.start)
        setError(false)
      },
      () => {
        if (!controller.signal.aborted) setError(true)
      },
    )
    return () => controller.abort()
  }, [client, count, enabled])

  // One block up every 10 s; past the known tip the tip is asked again before starting over.
  useEffect(() => {
    if (!enabled || range === undefined || height === undefined) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      if (height < range.tip) {
        setHeight(nextTestHeight(height, range))
        return
      }
      fetchTipHeight(client.rest, controller.signal).then(
        (tip) => {
          const grown = { ...range, tip }
          setRange(grown)
          setHeight(nextTestHeight(height, grown))
        },
        () => {
          if (!controller.signal.aborted) setHeight(nextTestHeight(height, range))
        },
      )
    }, TEST_ADVANCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, enabled, range, height])

  // The window below the current height.
  useEffect(() => {
    if (!enabled || height === undefined) return
    const controller = new AbortController()
    fetchBlockWindow(client.rest, height, count, controller.signal).then(
      (blocks) => {
        setShown({ height, blocks })
        setError(false)
      },
      () => {
        if (!controller.signal.aborted) setError(true)
      },
    )
    return () => controller.abort()
  }, [client, count, enabled, height])

  if (!enabled) return { blocks: undefined, error: false }
  return { blocks: shown?.blocks, error }
}
