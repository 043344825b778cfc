// Follows the framing of the HTTP/1.1 requests on one connection (heads, Content-Length bodies, chunked
// bodies) just far enough to read each declared chunk size. Node's parser accepts any size that fits in 64
// bits and then waits for the bytes; this lets the server refuse an absurd one as soon as it is announced.

export type FramerVerdict =
  /** Keep feeding. */
  | 'ok'
  /** A chunk larger than the limit was announced (in the request counted by `requests`). */
  | 'too-large'
  /** An upgrade, or framing this reader does not follow: stop watching, Node's parser decides. */
  | 'stop'

/** Longest head or chunk-size line we buffer before leaving the connection to Node's own limits. */
const MAX_LINE_BYTES = 64 * 1024

type State =
  | { kind: 'head'; text: string }
  | { kind: 'body'; left: number }
  | { kind: 'size'; text: string }
  | { kind: 'data'; left: number }
  | { kind: 'data-end'; text: string }
  | { kind: 'trailer'; text: string }

export class ChunkFramer {
  /** Request heads seen so far on this connection. */
  requests = 0
  private state: State = { kind: 'head', text: '' }

  constructor(private readonly maxChunkBytes: number) {}

  feed(bytes: Buffer): FramerVerdict {
    let at = 0
    while (at < bytes.length) {
      const step = this.step(bytes, at)
      if (typeof step === 'string') return step
      at = step
    }
    return 'ok'
  }

  /** Consumes from `at`; the next offset, or a verdict that ends the watching. */
  private step(bytes: Buffer, at: number): number | FramerVerdict {
    const s = this.state
    if (s.kind === 'body' || s.kind === 'data') {
      const take = Math.min(s.left, bytes.length - at)
      s.left -= take
      if (s.left === 0) this.state = s.kind === 'body' ? head() : { kind: 'data-end', text: '' }
      return at + take
    }
    const newline = bytes.indexOf(0x0a, at)
    const end = newline < 0 ? bytes.length : newline + 1
    s.text += bytes.toString('latin1', at, end)
    if (s.text.length > MAX_LINE_BYTES) return 'stop'
    if (newline < 0) return end
    if (s.kind === 'head') return this.headLine(s) ?? end
    const line = s.text.trimEnd()
    s.text = ''
    if (s.kind === 'data-end') this.state = { kind: 'size', text: '' }
    else if (s.kind === 'trailer' && line === '') this.state = head()
    else if (s.kind === 'size') return this.sizeLine(line) ?? end
    return end
  }

  /** A head is complete at its first empty line (blank lines before a request are skipped). */
  private headLine(s: { text: string }): FramerVerdict | undefined {
    const lines = s.text.split(/\r?\n/)
    if (lines.length < 3 || lines.at(-2) !== '') {
      if (lines.length === 2 && lines[0] === '') s.text = ''
      return undefined
    }
    this.requests++
    const fields = new Map<string, string>()
    for (const line of lines.slice(1, -2)) {
      const colon = line.indexOf(':')
      if (colon > 0)
        fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
    }
    if (fields.has('upgrade')) return 'stop'
    const coding = fields.get('transfer-encoding')?.toLowerCase()
    if (coding !== undefined) {
      if (!/(^|,)\s*chunked\s*$/.test(coding)) return 'stop'
      this.state = { kind: 'size', text: '' }
      return undefined
    }
    const length = fields.get('content-length')
    if (length !== undefined && !/^\d{1,15}$/.test(length)) return 'stop'
    const left = Number(length ?? 0)
    this.state = left > 0 ? { kind: 'body', left } : head()
    return undefined
  }

  private sizeLine(line: string): FramerVerdict | undefined {
    const hex = /^[0-9a-fA-F]+/.exec(line)?.[0]
    // no digits, or more than 64 bits: Node's parser answers 400 by itself
    if (hex === undefined || hex.replace(/^0+(?=.)/, '').length > 16) return 'stop'
    const size = Number.parseInt(hex, 16)
    if (size > this.maxChunkBytes) return 'too-large'
    this.state = size === 0 ? { kind: 'trailer', text: '' } : { kind: 'data', left: size }
    return undefined
  }
}

function head(): State {
  return { kind: 'head', text: '' }
}
