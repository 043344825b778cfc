// The projected block's graph for the centre, in its own chunk: the clock's file stays small (issue 10:
// ≤ 90 kB gzip with React) and the block-graph code loads only when the centre shows mempool mode.
import { lazy } from 'react'

export const LazyCentreGraph = lazy(() =>
  import('./centre-graph').then((module) => ({ default: module.CentreGraph })),
)
