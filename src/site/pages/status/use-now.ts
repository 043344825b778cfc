// The current time in unix seconds, refreshed while shown, for "mined 3 minutes ago".
import { useEffect, useState } from 'react'
import { TIME_REFRESH_MS } from '../../../core'

export function useNowS(): number {
  const [now, setNow] = useState(() => Date.now() / 1000)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), TIME_REFRESH_MS.fast)
    return () => clearInterval(timer)
  }, [])
  return now
}
