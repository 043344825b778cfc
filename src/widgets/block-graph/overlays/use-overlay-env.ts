// What the overlays read from the widget they sit in: translator, network and direction. Outside a
// <WidgetRoot> (tests, a bare React host) they fall back to English, mainnet and left-to-right.
import { useContext, useMemo } from 'react'
import { createTranslator, isNetwork } from '../../../core'
import type { Network, Translator } from '../../../core'
import { WidgetEnvironmentContext } from '../../internal/widget-context'

export interface OverlayEnv {
  intl: Translator
  network: Network
  dir: 'ltr' | 'rtl'
  /** Base of explorer links (the widget's API origin), '' when unknown (links stay relative). */
  explorer: string
}

export function useOverlayEnv(): OverlayEnv {
  const env = useContext(WidgetEnvironmentContext)
  return useMemo(() => {
    if (!env) return { intl: createTranslator('en'), network: 'mainnet', dir: 'ltr', explorer: '' }
    const network = env.client.network
    return {
      intl: env.intl,
      network: isNetwork(network) ? network : 'mainnet',
      dir: env.dir,
      explorer: env.client.api,
    }
  }, [env])
}
