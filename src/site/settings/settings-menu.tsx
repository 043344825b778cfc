// The header's settings: a disclosure button that opens a panel of the reader's stored preferences (spec §3):
// rate unit, currency (7, or 33 with the additional-currencies toggle), direction of time, flow, audit (when the
// deployment has audits), graph and mining time spans. Changes apply at once everywhere (core atoms) and persist.
import { useEffect } from 'react'
import {
  $fiatCurrency,
  $graphWindow,
  $miningWindow,
  $rateUnit,
  $showAudit,
  $showFlow,
  $timeLtr,
  CHART_WINDOWS,
  MINING_WINDOWS,
  effectiveCurrency,
  offeredCurrencies,
} from '../../core'
import type { FiatCurrency } from '../../core'
import { useSiteEnv } from '../app/site-env'
import { usePopupMenu } from '../app/use-popup-menu'
import { useStore } from '../app/use-store'
import { RadioChoice, SelectChoice } from './choice-group'
import type { ChoiceOption } from './choice-group'
import { messages as m } from './messages'
import { windowParts } from './window-label'
import { shownTimeDirection, storedTimeLtr } from './time-direction-choice'
import './settings-menu.css'

type Shown = 'show' | 'hide'

export function SettingsMenu() {
  const { t } = useSiteEnv()
  const { open, panelId, root, button, panel, toggle, onKeyDown } = usePopupMenu()
  useClientCurrency()

  return (
    <div className="popup-menu settings-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="popup-button settings-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t(m.button)}
      </button>
      <div
        ref={panel}
        id={panelId}
        className="popup-panel settings-panel"
        role="group"
        aria-label={t(m.panel)}
        hidden={!open}
      >
        {open && <SettingsFields />}
      </div>
    </div>
  )
}

/**
 * The page's client shows prices in the stored currency — or in USD where this deployment does not offer the
 * stored one (all 33 only with the additional-currencies toggle); the stored choice itself is kept.
 */
function useClientCurrency(): FiatCurrency {
  const { config, client } = useSiteEnv()
  const shown = effectiveCurrency(useStore($fiatCurrency), config.toggles.additionalCurrencies)
  useEffect(() => {
    client.stores.$currency.set(shown)
  }, [client, shown])
  return shown
}

function SettingsFields() {
  const { config, t, lang, translator } = useSiteEnv()
  const rateUnit = useStore($rateUnit)
  const currency = effectiveCurrency(useStore($fiatCurrency), config.toggles.additionalCurrencies)
  const timeLtr = useStore($timeLtr)
  const showFlow = useStore($showFlow)
  const showAudit = useStore($showAudit)
  const graphWindow = useStore($graphWindow)
  const miningWindow = useStore($miningWindow)
  const shownOptions: ChoiceOption<Shown>[] = [
    { value: 'show', label: t(m.show) },
    { value: 'hide', label: t(m.hide) },
  ]
  const windowLabel = (window: (typeof CHART_WINDOWS)[number]): string =>
    t(m.window, windowParts(window))
  return (
    <>
      <RadioChoice
        legend={t(m.rateUnit)}
        value={rateUnit}
        options={[
          { value: 'vb', label: t(m.vbyte) },
          { value: 'wu', label: t(m.weight) },
        ]}
        onChange={(unit) => $rateUnit.set(unit)}
      />
      <SelectChoice
        legend={t(m.currency)}
        value={currency}
        options={currencyOptions(config.toggles.additionalCurrencies, lang, t)}
        onChange={(code) => $fiatCurrency.set(code)}
      />
      <RadioChoice
        legend={t(m.timeDirection)}
        value={shownTimeDirection(timeLtr, translator.dir)}
        options={[
          { value: 'rtl', label: t(m.rightToLeft) },
          { value: 'ltr', label: t(m.leftToRight) },
        ]}
        onChange={(shown) => $timeLtr.set(storedTimeLtr(shown, translator.dir))}
      />
      <RadioChoice
        legend={t(m.flow)}
        value={showFlow ? 'show' : 'hide'}
        options={shownOptions}
        onChange={(shown) => $showFlow.set(shown === 'show')}
      />
      {config.toggles.audit && (
        <RadioChoice
          legend={t(m.audit)}
          value={showAudit ? 'show' : 'hide'}
          options={shownOptions}
          onChange={(shown) => $showAudit.set(shown === 'show')}
        />
      )}
      <SelectChoice
        legend={t(m.graphWindow)}
        value={graphWindow}
        options={CHART_WINDOWS.map((window) => ({ value: window, label: windowLabel(window) }))}
        onChange={(window) => $graphWindow.set(window)}
      />
      <SelectChoice
        legend={t(m.miningWindow)}
        value={miningWindow}
        options={MINING_WINDOWS.map((window) => ({ value: window, label: windowLabel(window) }))}
        onChange={(window) => $miningWindow.set(window)}
      />
    </>
  )
}

function currencyOptions(
  additional: boolean,
  lang: string,
  t: ReturnType<typeof useSiteEnv>['t'],
): ChoiceOption<FiatCurrency>[] {
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'currency' })
  return offeredCurrencies(additional).map((code) => ({
    value: code,
    label: t(m.currencyOption, { code, name: names.of(code) ?? code }),
  }))
}
