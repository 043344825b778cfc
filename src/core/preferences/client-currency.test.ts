import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFakeSocket } from '../stores/fake-socket'
import { createStores } from '../stores/index'
import { createFakeRest } from '../stores/test-kit'
import { $fiatCurrency } from './preferences'

beforeAll(() => useTestStorageEngine())
afterEach(() => {
  $fiatCurrency.set('USD')
  cleanTestStorage()
})

const storesFor = (network: string) =>
  createStores({ socket: createFakeSocket(), rest: createFakeRest(), network })

describe("a client's $currency", () => {
  it('is the stored fiat currency, for every client on the page', () => {
    $fiatCurrency.set('EUR')
    const mainnet = storesFor('mainnet')
    const testnet = storesFor('testnet')
    expect(mainnet.$currency.get()).toBe('EUR')
    $fiatCurrency.set('JPY')
    expect(testnet.$currency.get()).toBe('JPY')
  })
})
