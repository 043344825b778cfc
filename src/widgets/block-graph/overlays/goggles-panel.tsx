// The goggles panel's contents (spec §3 filters, §4 "Goggles filter", §5): flag filters in six groups, an
// All ('and') / Any ('or') switch, a clear button and a link to the FAQ. The groups and labels are core's.
// <GogglesMenu> loads it when its button first opens the panel.
import { useId, useRef } from 'react'
import { FILTER_MODES, TX_FILTERS, filterGroups } from '../../../core'
import type { FilterMode, TxFilterKey } from '../../../core'
import type { GogglesMenuProps } from './goggles-menu'
import { gogglesPanelMessages as m } from './goggles-panel-messages'
import panelStyles from './goggles-panel.css?inline'
import { toggleFilter } from './goggles-toggle'
import { usePartStyles } from './part-styles'
import { useOverlayEnv } from './use-overlay-env'

const FAQ_PATH = '/docs/faq#how-do-mempool-goggles-work'
const MODE_LABELS = { and: m.all, or: m.any } as const

export function GogglesPanel(props: GogglesMenuProps) {
  const { intl, explorer } = useOverlayEnv()
  const content = useRef<HTMLDivElement>(null)
  usePartStyles(content, panelStyles)
  const { state, onChange } = props
  const groups = filterGroups({ accelerator: props.acceleratorEnabled })
    .map((group) => ({
      ...group,
      filters: group.filters.filter((key) => !props.excluded.includes(key)),
    }))
    .filter((group) => group.filters.length > 0)
  const setMode = (mode: FilterMode): void => onChange({ ...state, mode })
  const toggle = (key: TxFilterKey): void =>
    onChange({ ...state, mask: toggleFilter(state.mask, key) })
  return (
    <div ref={content} className="goggles-content">
      <div role="group" aria-label={intl.t(m.menu)}>
        {groups.map((group) => (
          <FilterGroup
            key={group.label.id}
            label={intl.t(group.label)}
            filters={group.filters}
            mask={state.mask}
            labelOf={(key) => intl.t(TX_FILTERS[key].label)}
            onToggle={toggle}
          />
        ))}
      </div>
      <div className="goggles-footer">
        <div role="group" aria-label={intl.t(m.mode)} className="goggles-mode">
          {FILTER_MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={state.mode === mode}
              onClick={() => setMode(mode)}
            >
              {intl.t(MODE_LABELS[mode])}
            </button>
          ))}
        </div>
        {state.mask !== 0n && (
          <button type="button" onClick={() => onChange({ ...state, mask: 0n })}>
            {intl.t(m.clear)}
          </button>
        )}
        <a href={`${explorer}${FAQ_PATH}`} target="_blank" rel="noopener">
          {intl.t(m.help)}
        </a>
      </div>
    </div>
  )
}

function FilterGroup(props: {
  label: string
  filters: readonly TxFilterKey[]
  mask: bigint
  labelOf: (key: TxFilterKey) => string
  onToggle: (key: TxFilterKey) => void
}) {
  const headingId = useId()
  return (
    <div role="group" aria-labelledby={headingId} className="goggles-group">
      <span id={headingId} className="goggles-group-label">
        {props.label}
      </span>
      <div className="goggles-filters">
        {props.filters.map((key) => (
          <button
            key={key}
            type="button"
            className="goggles-filter"
            aria-pressed={(props.mask & TX_FILTERS[key].flag) !== 0n}
            onClick={() => props.onToggle(key)}
          >
            {props.labelOf(key)}
          </button>
        ))}
      </div>
    </div>
  )
}
