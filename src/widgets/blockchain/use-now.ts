// The current time (unix ms), refreshed every `everyMs` so "time since" and ETAs stay current.
import { useEffect, useState } from 'react'

export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
