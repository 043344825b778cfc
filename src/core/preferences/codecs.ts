// How each preference is written to storage and read back. Decoders never trust the stored text: anything
// that is not a value they know becomes the preference's default.

export interface PreferenceCodec<T> {
  encode(value: T): string
  decode(stored: string): T
}

/** 'true' / 'false' (the strip's original time-direction format); anything else is the default. */
export function booleanCodec(fallback: boolean): PreferenceCodec<boolean> {
  return {
    encode: (value) => String(value),
    decode: (stored) => (stored === 'true' ? true : stored === 'false' ? false : fallback),
  }
}

/** One of a fixed list of strings, stored as itself. */
export function choiceCodec<T extends string>(
  choices: readonly T[],
  fallback: T,
): PreferenceCodec<T> {
  return {
    encode: (value) => value,
    decode: (stored) => choices.find((choice) => choice === stored) ?? fallback,
  }
}
