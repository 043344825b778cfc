// The current time, refreshed every `everyMs` while the component is mounted: "time since" and "time until"
// texts stay true without each cell running its own timer.
import { useEffect, useState } from 'react'

/** Unix ms, re-read every `everyMs`. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
