// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MouseEvent } from 'react'
import type { MpTxSelectEvent } from '../events/events'
import { followKey, followLink } from './follow-tx'
import type { GraphTx } from './graph-types'

const tx: GraphTx = {
  txid: 'ab'.repeat(32),
  fee: 1000,
  vsize: 200,
  value: 1,
  rate: 5,
  flags: 0n,
  time: 0,
  acc: false,
}
const href = `/tx/${tx.txid}`

function click(extra: Partial<MouseEvent<HTMLAnchorElement>> = {}) {
  const preventDefault = vi.fn()
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault,
    ...extra,
  } as unknown as MouseEvent<HTMLAnchorElement>
  return { event, preventDefault }
}

function hostWith(cancel: boolean) {
  const host = document.createElement('div')
  document.body.append(host)
  const seen: MpTxSelectEvent[] = []
  host.addEventListener('mp-tx-select', (event) => {
    seen.push(event)
    if (cancel) event.preventDefault()
  })
  return { host, seen }
}

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('followLink', () => {
  it('fires a bubbling, composed, cancellable mp-tx-select with the txid and href; the link is followed', () => {
    const { host, seen } = hostWith(false)
    const { event, preventDefault } = click()
    followLink(host, tx, href, undefined, event)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.detail).toEqual({ txid: tx.txid, href })
    expect(seen[0]?.bubbles && seen[0]?.composed && seen[0]?.cancelable).toBe(true)
    expect(preventDefault).not.toHaveBeenCalled()
  })

  it('a cancelled event stops the navigation', () => {
    const { host } = hostWith(true)
    const { event, preventDefault } = click()
    followLink(host, tx, href, undefined, event)
    expect(preventDefault).toHaveBeenCalled()
  })

  it('onTxSelect returning false stops the navigation before any event', () => {
    const { host, seen } = hostWith(false)
    const { event, preventDefault } = click()
    const onTxSelect = vi.fn(() => false)
    followLink(host, tx, href, onTxSelect, event)
    expect(onTxSelect).toHaveBeenCalledWith(tx, { modifier: false })
    expect(seen).toHaveLength(0)
    expect(preventDefault).toHaveBeenCalled()
  })

  it('a modifier click stays a plain link (new tab): no event, no preventDefault', () => {
    const { host, seen } = hostWith(true)
    const { event, preventDefault } = click({ ctrlKey: true })
    followLink(host, tx, href, undefined, event)
    expect(seen).toHaveLength(0)
    expect(preventDefault).not.toHaveBeenCalled()
  })
})

describe('followKey', () => {
  it('opens a new tab with a modifier, and navigates only when the event is not cancelled', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { host: cancelling } = hostWith(true)
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location)
    followKey(cancelling, tx, href, false, undefined)
    expect(assign).not.toHaveBeenCalled()
    followKey(cancelling, tx, href, true, undefined)
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener')
    const { host: plain } = hostWith(false)
    followKey(plain, tx, href, false, undefined)
    expect(assign).toHaveBeenCalledWith(href)
  })
})
