// Structural comparison of an answer with a recorded real one: same key sets and same value types,
// recursively. Returns the path of the first difference (or null), so a failing test says where.

export interface ShapeOptions {
  /** Key names that may be absent on either side (e.g. `witness` only exists on segwit inputs). */
  optionalKeys?: readonly string[]
}

function kind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** null on either side stands for "unknown here" and matches any type. */
export function shapeDifference(
  actual: unknown,
  recorded: unknown,
  options: ShapeOptions = {},
  path = '$',
): string | null {
  const a = kind(actual)
  const r = kind(recorded)
  if (a === 'null' || r === 'null') return null
  if (a !== r) return `${path}: ${a} instead of ${r}`
  if (a === 'array') {
    const act = actual as unknown[]
    const rec = recorded as unknown[]
    if (act.length === 0 || rec.length === 0) return null
    for (let i = 0; i < act.length; i++) {
      const diff = shapeDifference(
        act[i],
        rec[Math.min(i, rec.length - 1)],
        options,
        `${path}[${i}]`,
      )
      if (diff !== null) return diff
    }
    return null
  }
  if (a !== 'object') return null
  const act = actual as Record<string, unknown>
  const rec = recorded as Record<string, unknown>
  const optional = new Set(options.optionalKeys ?? [])
  for (const key of Object.keys(rec)) {
    if (!(key in act) && !optional.has(key)) return `${path}.${key}: missing`
  }
  for (const key of Object.keys(act)) {
    if (!(key in rec)) {
      if (optional.has(key)) continue
      return `${path}.${key}: not in the recorded answer`
    }
    const diff = shapeDifference(act[key], rec[key], options, `${path}.${key}`)
    if (diff !== null) return diff
  }
  return null
}

/** Throws with the first difference, for use inside `expect(() => …)` or directly in tests. */
export function sameShape(actual: unknown, recorded: unknown, options: ShapeOptions = {}): true {
  const diff = shapeDifference(actual, recorded, options)
  if (diff !== null) throw new Error(`shape differs at ${diff}`)
  return true
}
