// The goggles: flag filters in six groups with an All/Any switch (spec §3, §4). Skeleton: filled in next.
import type { TxFilterKey } from '../../../core'
import type { GogglesState } from '../graph-types'

export interface GogglesMenuProps {
  state: GogglesState
  onChange: (state: GogglesState) => void
  excluded: readonly TxFilterKey[]
  acceleratorEnabled: boolean
}

export function GogglesMenu(_props: GogglesMenuProps) {
  return <div />
}
