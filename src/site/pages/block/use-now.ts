// The current time in unix seconds, refreshed every `everyMs` while the component is shown ("time since").
import { useEffect, useState } from 'react'

export function useNowS(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now() / 1000)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
