// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, createTestPair } from '../../../core'
import type { MempoolClient, Transaction } from '../../../core'
import { SiteEnvContext } from '../../app/site-env'
import type { SiteEnv } from '../../app/site-env'
import { useTxWatch } from './use-tx-watch'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const TXID = 'ab'.repeat(32)
let root: Root | undefined

function Probe() {
  const watch = useTxWatch(TXID)
  return (
    <p>
      {watch.kind}:
      {watch.kind === 'found' ? watch.tx.txid : watch.kind === 'replaced' ? watch.by : ''}
    </p>
  )
}

async function renderProbe() {
  const pair = createTestPair()
  const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 404 })))
  const client: MempoolClient = createClient({
    api: 'https://example.test',
    WebSocket: pair.WebSocket,
    fetch,
  })
  const env = { client } as unknown as SiteEnv
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root?.render(
      <SiteEnvContext value={env}>
        <Probe />
      </SiteEnvContext>,
    ),
  )
  const text = () => container.textContent ?? ''
  // The plain track-tx of the core's store goes first, the watch after it (it would clear the watch).
  await act(async () => {
    await vi.waitFor(() =>
      expect(pair.server.frames.filter((f) => JSON.stringify(f).includes(TXID))).toEqual([
        { 'track-tx': TXID },
        { 'track-tx': TXID, 'watch-mempool': true },
      ]),
    )
  })
  return { pair, text }
}

afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

describe('useTxWatch', () => {
  it('asks the server to watch the mempool and shows the tx when it is sent', async () => {
    const { pair, text } = await renderProbe()
    expect(text()).toBe('waiting:')
    await act(async () => pair.server.push({ tx: { txid: 'cd'.repeat(32) } as Transaction }))
    expect(text()).toBe('waiting:')
    await act(async () => pair.server.push({ tx: { txid: TXID } as Transaction }))
    expect(text()).toBe(`found:${TXID}`)
  })

  it('names the replacement when the server says the tx was replaced', async () => {
    const { pair, text } = await renderProbe()
    await act(async () => pair.server.push({ txReplaced: { txid: 'ef'.repeat(32) } }))
    expect(text()).toBe(`replaced:${'ef'.repeat(32)}`)
  })
})
