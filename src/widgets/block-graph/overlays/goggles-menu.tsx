// The goggles (spec §3 filters, §4 "Goggles filter", §5): a button opening a panel of flag filters. The
// button is here; the panel's contents (goggles-panel.tsx) load when it first opens.
import { Suspense, useId, useState } from 'react'
import type { GogglesState } from '../graph-types'
import type { TxFilterKey } from '../../../core'
import { LazyGogglesPanel } from './lazy-parts'
import { gogglesMessages as m } from './messages'
import { useOverlayEnv } from './use-overlay-env'

export interface GogglesMenuProps {
  state: GogglesState
  onChange: (state: GogglesState) => void
  /** Filters the host screen leaves out (e.g. 'nonstandard' in the mempool-block overview). */
  excluded: readonly TxFilterKey[]
  acceleratorEnabled: boolean
}

export function GogglesMenu(props: GogglesMenuProps) {
  const { intl } = useOverlayEnv()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="goggles">
      <button
        type="button"
        className={props.state.mask === 0n ? 'goggles-button' : 'goggles-button active'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {intl.t(m.open)}
      </button>
      <div id={panelId} className="goggles-panel" hidden={!open}>
        {open && (
          <Suspense fallback={<div className="overlay-loading" aria-busy="true" />}>
            <LazyGogglesPanel {...props} />
          </Suspense>
        )}
      </div>
    </div>
  )
}
