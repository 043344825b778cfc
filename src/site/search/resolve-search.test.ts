import { describe, expect, it } from 'vitest'
import { classifySearch } from '../../core'
import type { RestClient, RestRequest } from '../../core'
import { addressSuggestions, resolveSearch } from './resolve-search'

const TXID = 'ab'.repeat(32)
const HASH = `00000000${'cd'.repeat(28)}`

/** A REST client that knows some paths; others are 404, `down` paths fail with 503. */
function rest(known: Record<string, unknown>, down: string[] = []) {
  const asked: string[] = []
  const client: RestClient = {
    request: <T>(req: RestRequest): Promise<T> => {
      asked.push(req.path)
      if (down.includes(req.path)) return Promise.reject({ status: 503, message: 'down' })
      return req.path in known
        ? Promise.resolve(known[req.path] as T)
        : Promise.reject({ status: 404, message: 'Not Found' })
    },
  }
  return { client, asked }
}

const signal = new AbortController().signal
const go = (text: string, known: Record<string, unknown>, suggestion?: string) =>
  resolveSearch(classifySearch(text, 'mainnet'), rest(known).client, signal, suggestion)

describe('resolveSearch', () => {
  it('opens a known transaction', async () => {
    expect(await go(TXID, { [`/api/tx/${TXID}`]: {} })).toEqual({ kind: 'go', path: `/tx/${TXID}` })
  })

  it('opens a block when a txid-shaped text is a block hash and no transaction', async () => {
    const { client, asked } = rest({ [`/api/v1/block/${TXID}`]: {} })
    const outcome = await resolveSearch(classifySearch(TXID, 'mainnet'), client, signal)
    expect(outcome).toEqual({ kind: 'go', path: `/block/${TXID}` })
    expect(asked).toEqual([`/api/tx/${TXID}`, `/api/v1/block/${TXID}`])
  })

  it('opens the transaction page for an unknown id (it says not found), and a block hash directly', async () => {
    expect(await go(TXID, {})).toEqual({ kind: 'go', path: `/tx/${TXID}` })
    expect(await go(HASH, {})).toEqual({ kind: 'go', path: `/block/${HASH}` })
  })

  it('opens a height that exists and says so when it does not', async () => {
    expect(await go('840000', { '/api/block-height/840000': HASH })).toEqual({
      kind: 'go',
      path: '/block/840000',
    })
    expect(await go('999999', {})).toEqual({ kind: 'no-block', height: 999999 })
  })

  it('opens an address, the chosen suggestion of a prefix, and refuses anything else', async () => {
    const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(await go(address, {})).toEqual({ kind: 'go', path: `/address/${address}` })
    expect(await go('bc1qw508', {}, address)).toEqual({ kind: 'go', path: `/address/${address}` })
    expect(await go('bc1qw508', {})).toEqual({ kind: 'invalid' })
    expect(await go('not an id', {})).toEqual({ kind: 'invalid' })
  })

  it('reports a server failure instead of guessing', async () => {
    const { client } = rest({}, [`/api/tx/${TXID}`])
    expect(await resolveSearch(classifySearch(TXID, 'mainnet'), client, signal)).toEqual({
      kind: 'unavailable',
    })
  })
})

describe('addressSuggestions', () => {
  it('keeps at most ten addresses', async () => {
    const many = Array.from({ length: 14 }, (_, i) => `bc1qprefix${i}`)
    const { client, asked } = rest({ '/api/address-prefix/bc1qprefix': many })
    expect(await addressSuggestions('bc1qprefix', client, signal)).toEqual(many.slice(0, 10))
    expect(asked).toEqual(['/api/address-prefix/bc1qprefix'])
  })
})
