// A value chosen inside an element (an arrow key, a click) that stands in for an attribute until the attribute
// itself changes: the element follows the reader, and a new value set by the host still wins.

export interface Override<T> {
  /** The attribute value the choice was made against. */
  given: unknown
  value: T
}

/** The override's value while the attribute is still `given`, else `fallback` (the attribute's own value). */
export const overridden = <T>(override: Override<T> | undefined, given: unknown, fallback: T): T =>
  override && Object.is(override.given, given) ? override.value : fallback
