import { describe, expect, it } from 'vitest'
import * as ws from 'ws'
import { encodeTextFrame, unframedPayload } from './text-frame'

// ws's frame parser is exported at runtime but missing from @types/ws.
interface ReceiverLike {
  on(event: 'message', listener: (data: Buffer) => void): void
  on(event: 'error', listener: (err: Error) => void): void
  write(chunk: Buffer): void
}
const { Receiver } = ws as unknown as {
  Receiver: new (options: { isServer: boolean }) => ReceiverLike
}

/** Decodes with ws's own receiver (server side: unmasked frames allowed when acting as a client). */
function decode(frame: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false })
    receiver.on('message', (data) => resolve(data.toString()))
    receiver.on('error', reject)
    receiver.write(frame)
  })
}

describe('encodeTextFrame', () => {
  it.each([0, 125, 126, 65_535, 65_536, 200_000])(
    'frames a %i-byte payload that ws decodes back',
    async (length) => {
      const text = 'x'.repeat(length)
      const frame = encodeTextFrame(Buffer.from(text))
      expect(frame[0]).toBe(0x81)
      expect(await decode(frame)).toBe(text)
      expect(unframedPayload(frame).toString()).toBe(text)
    },
  )
})
