// The FAQ's entries in order: the anchor id (linked from elsewhere, e.g. the goggles menu links to
// #how-do-mempool-goggles-work) with its question and answer.
import type { MessageDescriptor } from '@formatjs/intl'
import { faqMessages as m } from './messages'

export interface FaqEntry {
  readonly id: string
  readonly question: MessageDescriptor
  readonly answer: MessageDescriptor
}

export const GOGGLES_ANCHOR = 'how-do-mempool-goggles-work'

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { id: 'what-is-a-mempool', question: m.mempoolQ, answer: m.mempoolA },
  { id: 'what-are-projected-blocks', question: m.projectedQ, answer: m.projectedA },
  { id: 'what-are-fee-rates', question: m.feeRatesQ, answer: m.feeRatesA },
  { id: 'what-is-rbf', question: m.rbfQ, answer: m.rbfA },
  { id: 'what-is-cpfp', question: m.cpfpQ, answer: m.cpfpA },
  { id: 'what-is-a-block-audit', question: m.auditQ, answer: m.auditA },
  { id: 'what-is-the-accelerator', question: m.acceleratorQ, answer: m.acceleratorA },
  { id: GOGGLES_ANCHOR, question: m.gogglesQ, answer: m.gogglesA },
]
