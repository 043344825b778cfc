// The reader's stored preferences (spec §3 "Stored preferences"): persistent nanostores atoms shared by every
// widget and page on the origin, kept in localStorage and followed across tabs (the `storage` event).
import type { WritableAtom } from 'nanostores'
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent'
import type { PersistentEvents } from '@nanostores/persistent'
import type { MiningInterval } from '../api/mining'
import { booleanCodec, choiceCodec } from './codecs'
import type { PreferenceCodec } from './codecs'
import { ALL_CURRENCIES, DEFAULT_CURRENCY } from './currencies'
import type { FiatCurrency } from './currencies'
import { DEFAULT_RATE_UNIT, RATE_UNITS } from './rate-unit'
import type { RateUnit } from './rate-unit'
import {
  CHART_WINDOWS,
  DEFAULT_GRAPH_WINDOW,
  DEFAULT_MINING_WINDOW,
  MINING_WINDOWS,
} from './windows'
import type { ChartWindow } from './windows'
import { tolerantStorage } from './tolerant-storage'

/** localStorage keys. The time direction keeps the strip's original key, so earlier choices survive. */
export const PREFERENCE_KEYS = {
  timeLtr: 'mempool-widgets.time-ltr',
  showFlow: 'mempool-widgets.show-flow',
  showAudit: 'mempool-widgets.show-audit',
  fiatCurrency: 'mempool-widgets.fiat-currency',
  rateUnit: 'mempool-widgets.rate-unit',
  graphWindow: 'mempool-widgets.graph-window',
  miningWindow: 'mempool-widgets.mining-window',
} as const

const noEvents: PersistentEvents = { addEventListener() {}, removeEventListener() {} }
let engineSet = false

// Each atom is created through this factory and marked pure, so a bundle keeps only the preferences it reads
// (a graph element needs the rate unit, not the currency list).
function preference<T>(key: string, initial: T, codec: PreferenceCodec<T>): WritableAtom<T> {
  if (!engineSet) {
    engineSet = true
    setPersistentEngine(
      tolerantStorage(),
      typeof window === 'undefined' ? noEvents : windowPersistentEvents,
    )
  }
  return persistentAtom<T>(key, initial, codec)
}

/** Time runs left to right on the strip and the clockchain (default: right to left). */
export const $timeLtr = /* @__PURE__ */ preference(
  PREFERENCE_KEYS.timeLtr,
  false,
  booleanCodec(false),
)
/** Show the transaction flow diagram. */
export const $showFlow = /* @__PURE__ */ preference(
  PREFERENCE_KEYS.showFlow,
  true,
  booleanCodec(true),
)
/** Show block audits (expected vs mined) where the deployment has them. */
export const $showAudit = /* @__PURE__ */ preference(
  PREFERENCE_KEYS.showAudit,
  true,
  booleanCodec(true),
)
export const $fiatCurrency = /* @__PURE__ */ preference<FiatCurrency>(
  PREFERENCE_KEYS.fiatCurrency,
  DEFAULT_CURRENCY,
  choiceCodec(ALL_CURRENCIES, DEFAULT_CURRENCY),
)
export const $rateUnit = /* @__PURE__ */ preference<RateUnit>(
  PREFERENCE_KEYS.rateUnit,
  DEFAULT_RATE_UNIT,
  choiceCodec(RATE_UNITS, DEFAULT_RATE_UNIT),
)
export const $graphWindow = /* @__PURE__ */ preference<ChartWindow>(
  PREFERENCE_KEYS.graphWindow,
  DEFAULT_GRAPH_WINDOW,
  choiceCodec(CHART_WINDOWS, DEFAULT_GRAPH_WINDOW),
)
export const $miningWindow = /* @__PURE__ */ preference<MiningInterval>(
  PREFERENCE_KEYS.miningWindow,
  DEFAULT_MINING_WINDOW,
  choiceCodec(MINING_WINDOWS, DEFAULT_MINING_WINDOW),
)
