// Story wrapper: hands a replay client fed with recorded frames to the widget inside, or shows a clear
// note when the recorded frames are not on this machine. Widgets' stories use it as the footer's do.
import recorded from 'virtual:recorded-frames'
import type { RecordedFrameName } from 'virtual:recorded-frames'
import { useState } from 'react'
import type { ReactNode } from 'react'
import type { ServerFrame } from '../../../core'
import { ClientContext } from '../widget-context'
import { createReplayClient } from './replay-client'

export interface RecordedProps {
  /** Recorded frames to replay, in order. */
  frames: readonly RecordedFrameName[]
  /** Changes applied to a copy of the frames (e.g. a loadingIndicators value) to show one state. */
  patch?: (frames: ServerFrame[]) => ServerFrame[]
  children: ReactNode
}

export const recordedAvailable: boolean = recorded.available

export function Recorded({ frames, patch, children }: RecordedProps) {
  // One client per mounted story: frames and patch are read once, so inline arrays do not reconnect.
  const [client] = useState(() => {
    if (!recorded.available) return null
    const picked = frames.map((name) => structuredClone(recorded.frames[name]))
    return createReplayClient(patch ? patch(picked) : picked)
  })
  if (!client) {
    return (
      <p role="note">
        Recorded frames not available: this story replays recorded mainnet frames read at build time
        from <code>{recorded.dir}</code>. Put the fixtures there (or set MEMPOOL_RECORDED_DIR) and
        rebuild.
      </p>
    )
  }
  return <ClientContext value={client}>{children}</ClientContext>
}
