// The header's settings: a disclosure button that opens a panel of the reader's stored preferences (spec §3):
// rate unit, currency (7, or 33 with the additional-currencies toggle), direction of time, flow, audit (when the
// deployment has audits), graph and mining time spans. Changes apply at once everywhere (core atoms) and persist.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
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
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useClientCurrency()

  useLayoutEffect(() => {
    if (open && panel.current) keepInViewport(panel.current)
  }, [open])

  useEffect(() => {
    if (!open) return
    // A press outside the menu closes it, as any popup does.
    const onPointerDown = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div className="settings-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="settings-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t(m.button)}
      </button>
      <div
        ref={panel}
        id={panelId}
        className="settings-panel"
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
 * The panel opens under the button, flush with its inline end; when the header has wrapped the button to the
 * start of a line that would push it off-screen, so it is flushed with the inline start instead.
 */
function keepInViewport(panel: HTMLElement): void {
  panel.dataset['align'] = 'end'
  const box = panel.getBoundingClientRect()
  if (box.left < 0 || box.right > document.documentElement.clientWidth)
    panel.dataset['align'] = 'start'
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
