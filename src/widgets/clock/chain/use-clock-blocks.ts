// The clock's mined blocks, newest first, at most CLOCK_KEEP_BLOCKS: the core's live $blocks (it keeps 8)
// merged by height, plus one REST page of older blocks (`/api/v1/blocks/{height}`) to fill the list. The list
// is the only state and it is bounded, so a clock left running for weeks holds the same 16 blocks.
import { useEffect, useRef, useState } from 'react'
import { call, endpoints } from '../../../core'
import type { MempoolClient } from '../../../core'
import { useWidget } from '../../internal/widget-context'
import type { ClockBlocks } from '../clock-rules'
import { fillHeight, mergeClockBlocks } from './merge-clock-blocks'

interface Kept {
  client: MempoolClient
  blocks: ClockBlocks
}

export function useClockBlocks(): ClockBlocks {
  const { client } = useWidget()
  const [kept, setKept] = useState<Kept>({ client, blocks: [] })
  // Another client (api or network changed) starts from nothing.
  const current = kept.client === client ? kept.blocks : []

  useEffect(
    () =>
      client.stores.$blocks.subscribe((live) =>
        setKept((previous) => ({
          client,
          blocks: mergeClockBlocks(
            previous.client === client ? previous.blocks : [],
            live,
            live[0]?.height,
          ),
        })),
      ),
    [client],
  )

  useOlderBlocks(client, current, setKept)
  return current
}

/** One request per height asked for: a full list asks nothing; a gap after a sleep asks once more. */
function useOlderBlocks(
  client: MempoolClient,
  blocks: ClockBlocks,
  setKept: (update: (previous: Kept) => Kept) => void,
): void {
  const asked = useRef<{ client: MempoolClient; height: number } | undefined>(undefined)
  const height = fillHeight(blocks)
  useEffect(() => {
    if (height === undefined) return
    if (asked.current?.client === client && asked.current.height === height) return
    asked.current = { client, height }
    let live = true
    call(client.rest, endpoints.blocks(height)).then(
      (older) => {
        if (!live) return
        setKept((previous) =>
          previous.client === client
            ? {
                client,
                blocks: mergeClockBlocks(previous.blocks, older, previous.blocks[0]?.height),
              }
            : previous,
        )
      },
      () => {
        // Not asked again for this height until the list changes (the next block); the dial copes with fewer.
        if (asked.current?.height === height) asked.current = undefined
      },
    )
    return () => {
      live = false
    }
  }, [client, height, setKept])
}
