// The transition rules the vertex shader applies, in TypeScript, so the CPU can tell where a moving square
// is right now (to restart a move from there, or place a focus square) and tests can predict the pixels.

/** Progress 0–1 of a transition that started at `start` and lasts `duration` ms; 0 duration = done. */
export function progress(now: number, start: number, duration: number): number {
  if (duration <= 0) return 1
  return Math.min(1, Math.max(0, (now - start) / duration))
}

/** Cubic ease-in-out: slow start and stop, exact midpoint at 0.5 (square.vert.ts has the same curve). */
export function easeInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

/** from + (to − from) × t. */
export function mix(from: number, to: number, t: number): number {
  return from + (to - from) * t
}
