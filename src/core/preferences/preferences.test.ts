import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ALL_CURRENCIES,
  BASE_CURRENCIES,
  effectiveCurrency,
  isFiatCurrency,
  offeredCurrencies,
} from './currencies'
import { booleanCodec, choiceCodec } from './codecs'
import {
  $fiatCurrency,
  $graphWindow,
  $miningWindow,
  $rateUnit,
  $showAudit,
  $showFlow,
  $timeLtr,
  PREFERENCE_KEYS,
} from './preferences'
import { CHART_WINDOWS } from './windows'
import { feeRateIn } from './rate-unit'

beforeAll(() => useTestStorageEngine())
afterEach(() => cleanTestStorage())

describe('currency lists', () => {
  it('has the 7 base currencies and 33 in all, AUD to ZAR, without duplicates', () => {
    expect(BASE_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'CHF', 'AUD', 'JPY'])
    expect(ALL_CURRENCIES).toHaveLength(33)
    expect(new Set(ALL_CURRENCIES).size).toBe(33)
    expect([...ALL_CURRENCIES].sort()[0]).toBe('AUD')
    expect([...ALL_CURRENCIES].sort().at(-1)).toBe('ZAR')
    expect(isFiatCurrency('BRL')).toBe(true)
    expect(isFiatCurrency('XYZ')).toBe(false)
  })

  it('offers 33 only with additional currencies, and falls back to USD otherwise', () => {
    expect(offeredCurrencies(false)).toHaveLength(7)
    expect(offeredCurrencies(true)).toHaveLength(33)
    expect(effectiveCurrency('BRL', false)).toBe('USD')
    expect(effectiveCurrency('BRL', true)).toBe('BRL')
    expect(effectiveCurrency('JPY', false)).toBe('JPY')
  })
})

describe('codecs', () => {
  it('reads booleans as the strip always wrote them, anything else as the default', () => {
    const codec = booleanCodec(true)
    expect(codec.decode('false')).toBe(false)
    expect(codec.decode('true')).toBe(true)
    expect(codec.decode('yes')).toBe(true)
    expect(booleanCodec(false).decode('')).toBe(false)
    expect(codec.encode(false)).toBe('false')
  })

  it('rejects a stored choice outside the list', () => {
    const codec = choiceCodec(CHART_WINDOWS, '2h')
    expect(codec.decode('3d')).toBe('3d')
    expect(codec.decode('5y')).toBe('2h')
    expect(codec.decode('')).toBe('2h')
  })
})

describe('preference atoms', () => {
  it('start from the spec defaults', () => {
    expect($timeLtr.get()).toBe(false)
    expect($showFlow.get()).toBe(true)
    expect($showAudit.get()).toBe(true)
    expect($fiatCurrency.get()).toBe('USD')
    expect($rateUnit.get()).toBe('vb')
    expect($graphWindow.get()).toBe('2h')
    expect($miningWindow.get()).toBe('1w')
  })

  it('write to storage under their keys, the time direction under the strip’s old key', () => {
    $rateUnit.set('wu')
    $timeLtr.set(true)
    $fiatCurrency.set('EUR')
    expect(getTestStorage()).toMatchObject({
      'mempool-widgets.rate-unit': 'wu',
      'mempool-widgets.time-ltr': 'true',
      'mempool-widgets.fiat-currency': 'EUR',
    })
    expect(PREFERENCE_KEYS.timeLtr).toBe('mempool-widgets.time-ltr')
  })

  it('follow another tab, decoding bad values to the default', () => {
    const stop = [$rateUnit, $fiatCurrency, $miningWindow, $showFlow].map((store) =>
      store.listen(() => {}),
    )
    setTestStorageKey(PREFERENCE_KEYS.rateUnit, 'wu')
    expect($rateUnit.get()).toBe('wu')
    setTestStorageKey(PREFERENCE_KEYS.rateUnit, 'furlong')
    expect($rateUnit.get()).toBe('vb')
    setTestStorageKey(PREFERENCE_KEYS.fiatCurrency, 'XYZ')
    expect($fiatCurrency.get()).toBe('USD')
    setTestStorageKey(PREFERENCE_KEYS.fiatCurrency, 'ZAR')
    expect($fiatCurrency.get()).toBe('ZAR')
    setTestStorageKey(PREFERENCE_KEYS.miningWindow, '2h') // a chart window, not a mining one
    expect($miningWindow.get()).toBe('1w')
    setTestStorageKey(PREFERENCE_KEYS.showFlow, 'false')
    expect($showFlow.get()).toBe(false)
    for (const unlisten of stop) unlisten()
  })
})

describe('feeRateIn', () => {
  it('divides by 4 for weight units', () => {
    expect(feeRateIn(12, 'vb')).toBe(12)
    expect(feeRateIn(12, 'wu')).toBe(3)
  })
})
