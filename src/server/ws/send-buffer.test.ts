// The 10 MB unsent-buffer rule, checked with a socket whose buffer the test controls.
import { describe, expect, it } from 'vitest'
import { MAX_SEND_BUFFER_BYTES } from './limits'
import { SocketHub, type HubSocket } from './socket-hub'
import { FakeNetwork } from './testing/fake-network'

function fakeSocket(bufferedAmount: number): HubSocket & { sent: string[]; terminated: boolean } {
  return {
    readyState: 1,
    bufferedAmount,
    sent: [],
    terminated: false,
    send(data) {
      this.sent.push(data.toString())
    },
    close() {},
    terminate() {
      this.terminated = true
    },
  }
}

describe('send buffer limit', () => {
  it('terminates a client whose unsent buffer is above 10 MB instead of queueing more', () => {
    const net = new FakeNetwork()
    const hub = new SocketHub({ network: net })
    const slow = fakeSocket(MAX_SEND_BUFFER_BYTES + 1)
    const fast = fakeSocket(0)
    for (const s of [slow, fast]) {
      hub.attach(s)
      hub.receive(s, JSON.stringify({ action: 'want', data: ['stats'] }))
    }
    expect(slow.terminated).toBe(true)
    expect(slow.sent).toEqual([])
    expect(fast.sent).toHaveLength(1)
    net.emitMempoolUpdate()
    expect(fast.sent).toHaveLength(2)
    expect(Object.keys(JSON.parse(fast.sent[1] ?? '{}') as object).sort()).toEqual([
      'da',
      'fees',
      'mempoolInfo',
      'transactions',
      'vBytesPerSecond',
    ])
    hub.close()
  })
})
