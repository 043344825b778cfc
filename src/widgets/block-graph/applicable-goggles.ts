// Which goggles filters apply: only those the menu offers, so the user can always see and clear them.
import { flagMask } from '../../core'
import type { TxFilterKey } from '../../core'
import type { GogglesState } from './graph-types'

/**
 * The goggles as applied: a filter the menu does not offer (excluded by the host, or acceleration without the
 * accelerator) cannot be seen or cleared there, so a host attribute naming it does not filter either.
 */
export function applicableGoggles(
  state: GogglesState | undefined,
  excluded: readonly TxFilterKey[],
  acceleratorEnabled: boolean,
): GogglesState | undefined {
  if (!state) return state
  const hidden = flagMask(acceleratorEnabled ? excluded : [...excluded, 'acceleration'])
  const mask = state.mask & ~hidden
  return mask === state.mask ? state : { ...state, mask }
}
