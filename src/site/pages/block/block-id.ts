// What a /block/{id} segment names (spec §5: all digits = a height, otherwise a hash). Anything that is
// neither digits nor 64 hex characters cannot name a block, so the page says so without asking the server.
export type BlockId =
  | { readonly kind: 'height'; readonly height: number }
  | { readonly kind: 'hash'; readonly hash: string }
  | { readonly kind: 'bad' }

const HASH = /^[0-9a-f]{64}$/i

export function classifyBlockId(id: string | undefined): BlockId {
  const text = (id ?? '').trim()
  if (/^\d+$/.test(text)) {
    const height = Number(text)
    return Number.isSafeInteger(height) ? { kind: 'height', height } : { kind: 'bad' }
  }
  if (HASH.test(text)) return { kind: 'hash', hash: text.toLowerCase() }
  return { kind: 'bad' }
}
