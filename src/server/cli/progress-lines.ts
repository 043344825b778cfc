// First-start progress as a few lines per network ("[mainnet] generating history… 40%"), one per 20 % step
// of each phase, with the seconds since the start.
import type { NetworkName } from '../node/types'

type Phase = 'history' | 'mempool' | 'warm-up'

const WHAT: Record<Phase, string> = {
  history: 'generating history',
  mempool: 'filling the mempool',
  'warm-up': 'mining warm-up blocks',
}

export function progressPrinter(
  log: (line: string) => void,
  now: () => number = () => performance.now(),
): (network: NetworkName, phase: Phase, fraction: number) => void {
  const started = now()
  const shown = new Map<string, number>()
  return (network, phase, fraction) => {
    const key = `${network}/${phase}`
    const step = Math.floor(Math.min(1, Math.max(0, fraction)) * 5) * 20
    if ((shown.get(key) ?? -1) >= step) return
    shown.set(key, step)
    const seconds = ((now() - started) / 1000).toFixed(1)
    log(`[${network}] ${WHAT[phase]}… ${step}% (${seconds} s)`)
  }
}
