// The current time (unix ms), refreshed every `everyMs` (default: the slow "time since" refresh of spec §9, 60 s)
// so "time since" and ETAs stay current.
import { useEffect, useState } from 'react'
import { TIME_REFRESH_MS } from '../../core'

export function useNow(everyMs: number = TIME_REFRESH_MS.slow): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
