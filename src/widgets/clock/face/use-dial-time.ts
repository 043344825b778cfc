// The dial's "now", in whole seconds: one interval of HAND_TICK_MS while active and none at all otherwise. Ticks that
// land in the same second set the same value, so React skips them and a tick costs next to nothing.
import { useEffect, useState } from 'react'
import { HAND_TICK_MS } from '../clock-rules'

const wholeSecond = (timeMs: number): number => Math.floor(timeMs / 1000) * 1000

export function useDialTime(active: boolean): number {
  const [now, setNow] = useState(() => wholeSecond(Date.now()))
  useEffect(() => {
    if (!active) return undefined
    const tick = (): void => setNow(wholeSecond(Date.now()))
    tick() // catch up at once after a hidden or off-screen spell
    const timer = setInterval(tick, HAND_TICK_MS)
    return () => clearInterval(timer)
  }, [active])
  return now
}
