import { describe, expect, it } from 'vitest'
import { ChunkFramer, type FramerVerdict } from './chunk-framer'
import { IpRateLimiter } from './ip-rate'

const LIMIT = 1000

/** Feeds `text` split at `cut`, returning the first verdict that is not 'ok' (or 'ok'). */
function feedSplit(text: string, cut: number): { verdict: FramerVerdict; requests: number } {
  const framer = new ChunkFramer(LIMIT)
  for (const part of [text.slice(0, cut), text.slice(cut)]) {
    const verdict = framer.feed(Buffer.from(part, 'latin1'))
    if (verdict !== 'ok') return { verdict, requests: framer.requests }
  }
  return { verdict: 'ok', requests: framer.requests }
}

const GET = 'GET /a HTTP/1.1\r\nHost: x\r\n\r\n'
const POST_LENGTH = 'POST /b HTTP/1.1\r\nContent-Length: 5\r\n\r\nf\r\n0\r'
const CHUNKED_OK =
  'POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n3e8\r\n' +
  'x'.repeat(1000) +
  '\r\n0\r\nTrailer: t\r\n\r\n'
const CHUNKED_HUGE = 'POST /d HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3e9\r\nabc'

describe('ChunkFramer', () => {
  it('follows heads, length bodies and chunked bodies across any packet split', () => {
    const text = GET + POST_LENGTH + CHUNKED_OK + GET
    for (let cut = 0; cut <= text.length; cut++)
      expect(feedSplit(text, cut)).toEqual({ verdict: 'ok', requests: 4 })
  })

  it('flags a chunk over the limit in the request that announces it, wherever the packets split', () => {
    const text = GET + POST_LENGTH + CHUNKED_HUGE
    for (let cut = 0; cut <= text.length; cut++)
      expect(feedSplit(text, cut)).toEqual({ verdict: 'too-large', requests: 3 })
  })

  it('stops watching at an upgrade or a transfer coding it does not follow', () => {
    expect(feedSplit('GET /ws HTTP/1.1\r\nUpgrade: websocket\r\n\r\n\x81\x85', 5).verdict).toBe(
      'stop',
    )
    expect(feedSplit('POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n', 3).verdict).toBe('stop')
    // more than 64 bits of size: Node's own parser refuses it
    expect(feedSplit(`${CHUNKED_HUGE.split('3e9')[0]}fffffffffffffffff1\r\n`, 0).verdict).toBe(
      'stop',
    )
  })
})

describe('IpRateLimiter', () => {
  it('allows a burst of a sixth of the minute rate, then refills at the rate, per address', () => {
    const limiter = new IpRateLimiter(60)
    const burst = Array.from({ length: 11 }, () => limiter.take('a', 0).ok)
    expect(burst).toEqual([...Array(10).fill(true), false])
    expect(limiter.take('a', 0).retryAfterS).toBe(1)
    expect(limiter.take('b', 0).ok).toBe(true)
    expect(limiter.take('a', 1_000).ok).toBe(true)
    expect(limiter.take('a', 1_000).ok).toBe(false)
  })
})
