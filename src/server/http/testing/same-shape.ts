// Structural comparison of an answer with a recorded real one: same key sets and same value types,
// recursively. Returns the path of the first difference (or null), so a failing test says where.
// Leniency is explicit: a null answer only where the recording has null (or the key is listed as nullable),
// an empty array only where the recording's is empty too (or the key is listed); arrays the recording has
// empty cannot be checked and are reported as such.

export interface ShapeOptions {
  /** Key names that may be absent on either side (e.g. `witness` only exists on segwit inputs). */
  optionalKeys?: readonly string[]
  /** Keys whose answer may be null where the recording has a value (e.g. `bestDescendant`). */
  nullableKeys?: readonly string[]
  /** Keys whose answer may be an empty array where the recording has elements. */
  emptyKeys?: readonly string[]
}

export interface ShapeReport {
  /** Path and reason of the first difference, or null. */
  difference: string | null
  /** Paths of non-empty arrays whose recorded counterpart is empty: their elements were not checked. */
  unchecked: string[]
}

function kind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

interface Walk {
  options: ShapeOptions
  unchecked: string[]
}

function compareArrays(
  act: unknown[],
  rec: unknown[],
  walk: Walk,
  path: string,
  key: string,
): string | null {
  if (rec.length === 0) {
    if (act.length > 0) walk.unchecked.push(path)
    return null
  }
  if (act.length === 0) {
    return walk.options.emptyKeys?.includes(key)
      ? null
      : `${path}: empty array, the recorded one has elements`
  }
  for (let i = 0; i < act.length; i++) {
    // Tuples compare position by position; lists compare every element with the last recorded one.
    const diff = compare(act[i], rec[Math.min(i, rec.length - 1)], walk, `${path}[${i}]`, key)
    if (diff !== null) return diff
  }
  return null
}

function compareObjects(
  act: Record<string, unknown>,
  rec: Record<string, unknown>,
  walk: Walk,
  path: string,
): string | null {
  const optional = new Set(walk.options.optionalKeys ?? [])
  for (const key of Object.keys(rec)) {
    if (!(key in act) && !optional.has(key)) return `${path}.${key}: missing`
  }
  for (const key of Object.keys(act)) {
    if (!(key in rec)) {
      if (optional.has(key)) continue
      return `${path}.${key}: not in the recorded answer`
    }
    const diff = compare(act[key], rec[key], walk, `${path}.${key}`, key)
    if (diff !== null) return diff
  }
  return null
}

function compare(
  actual: unknown,
  recorded: unknown,
  walk: Walk,
  path: string,
  key: string,
): string | null {
  const a = kind(actual)
  const r = kind(recorded)
  // A recorded null says nothing about the type the field has when set.
  if (r === 'null') return null
  if (a === 'null')
    return walk.options.nullableKeys?.includes(key) ? null : `${path}: null instead of ${r}`
  if (a !== r) return `${path}: ${a} instead of ${r}`
  if (a === 'array')
    return compareArrays(actual as unknown[], recorded as unknown[], walk, path, key)
  if (a === 'object')
    return compareObjects(
      actual as Record<string, unknown>,
      recorded as Record<string, unknown>,
      walk,
      path,
    )
  return null
}

export function shapeReport(
  actual: unknown,
  recorded: unknown,
  options: ShapeOptions = {},
): ShapeReport {
  const walk: Walk = { options, unchecked: [] }
  return { difference: compare(actual, recorded, walk, '$', '$'), unchecked: walk.unchecked }
}

export function shapeDifference(
  actual: unknown,
  recorded: unknown,
  options: ShapeOptions = {},
): string | null {
  return shapeReport(actual, recorded, options).difference
}

/** Throws with the first difference, for use inside `expect(() => …)` or directly in tests. */
export function sameShape(actual: unknown, recorded: unknown, options: ShapeOptions = {}): true {
  const diff = shapeDifference(actual, recorded, options)
  if (diff !== null) throw new Error(`shape differs at ${diff}`)
  return true
}
