// The 6 latest replacements (reference §1.2 `track-rbf-summary`, §1.6): `rbfSummary` comes with the
// init payload, `rbfLatestSummary` while tracked; both replace the list, and an empty list is valid.
import { atom, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { ReplacementInfo } from '../api/rbf'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'

export function createRbfSummaryStore({ socket }: StorePlatform): ReadableAtom<ReplacementInfo[] | undefined> {
  const $rbfSummary = atom<ReplacementInfo[] | undefined>(undefined)
  const replace = (list: ReplacementInfo[]): void => $rbfSummary.set(list)
  onMount($rbfSummary, () =>
    releaseAll([
      socket.track('track-rbf-summary', true),
      socket.on('rbfSummary', replace),
      socket.on('rbfLatestSummary', replace),
    ]),
  )
  return $rbfSummary
}
