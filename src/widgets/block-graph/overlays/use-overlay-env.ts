// What the overlays read from the widget they sit in: translator, network and direction. Outside a
// <WidgetRoot> (tests, a bare React host) they fall back to English, mainnet and left-to-right.
import { useContext, useMemo } from 'react'
import { createTranslator, isNetwork } from '../../../core'
import type { Network, RateUnit, Translator } from '../../../core'
import { useRateUnit } from '../../internal/use-preferences'
import { WidgetEnvironmentContext } from '../../internal/widget-context'

export interface OverlayEnv {
  intl: Translator
  network: Network
  dir: 'ltr' | 'rtl'
  /** Base of explorer links (the widget's API origin), '' when unknown (links stay relative). */
  explorer: string
  /** The reader's rate unit (stored preference): fee rates in sat/vB or sat/WU, sizes in vB or WU. */
  rateUnit: RateUnit
}

export function useOverlayEnv(): OverlayEnv {
  const env = useContext(WidgetEnvironmentContext)
  const rateUnit = useRateUnit()
  return useMemo(() => {
    if (!env)
      return {
        intl: createTranslator('en'),
        network: 'mainnet',
        dir: 'ltr',
        explorer: '',
        rateUnit,
      }
    const network = env.client.network
    return {
      intl: env.intl,
      network: isNetwork(network) ? network : 'mainnet',
      dir: env.dir,
      explorer: env.client.api,
      rateUnit,
    }
  }, [env, rateUnit])
}
