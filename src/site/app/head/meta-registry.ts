// Which page meta is in force: every mounted usePageMeta caller holds an entry ranked by when it first rendered
// (a parent renders before its children, an earlier page before a later one), and the highest rank wins — so
// a page's error state overrides the page, and when the last caller leaves, the defaults come back.
import { atom, computed } from 'nanostores'
import type { PageMetaInput } from '../page-meta'

interface Entry {
  readonly rank: number
  readonly input: PageMetaInput
}

const $entries = atom<readonly Entry[]>([])
let lastRank = 0

/** A rank for a new caller; call once per component (during its first render). */
export function nextMetaRank(): number {
  lastRank += 1
  return lastRank
}

/** Adds or replaces the caller's entry; returns its removal. */
export function holdPageMeta(rank: number, input: PageMetaInput): () => void {
  const others = $entries.get().filter((entry) => entry.rank !== rank)
  $entries.set([...others, { rank, input }].sort((a, b) => a.rank - b.rank))
  return () => $entries.set($entries.get().filter((entry) => entry.rank !== rank))
}

/** The winning caller's input, or none (the defaults). */
export const $pageMeta = computed($entries, (entries) => entries.at(-1)?.input)
