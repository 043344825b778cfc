// The 6 latest replacements (reference §1.2 `track-rbf-summary`, §1.6): `rbfSummary` comes with the
// init payload, `rbfLatestSummary` while tracked; both replace the list, and an empty list is valid.
import { atom, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { ReplacementInfo } from '../api/rbf'
import type { InitSnapshot } from './init-snapshot'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'

/** Replacements shown (spec §9 "RBF summary shows the 6 latest"); the server sends at most 6, the client keeps 6. */
export const RBF_SUMMARY_LATEST = 6

export function createRbfSummaryStore(
  { socket }: StorePlatform,
  initSnapshot: InitSnapshot,
): ReadableAtom<ReplacementInfo[] | undefined> {
  const $rbfSummary = atom<ReplacementInfo[] | undefined>(undefined)
  const replace = (list: ReplacementInfo[]): void =>
    $rbfSummary.set(list.slice(0, RBF_SUMMARY_LATEST))
  onMount($rbfSummary, () => {
    const release = releaseAll([
      socket.track('track-rbf-summary', true),
      socket.on('rbfSummary', replace),
      socket.on('rbfLatestSummary', replace),
    ])
    if (!$rbfSummary.get()) {
      initSnapshot((data) => {
        if (!$rbfSummary.get() && data.rbfSummary) replace(data.rbfSummary)
      })
    }
    return release
  })
  return $rbfSummary
}
