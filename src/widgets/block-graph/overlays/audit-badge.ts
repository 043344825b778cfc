// The audit badge of a square (spec §3 "Audit status"): its label and a tone for the badge colour.
import type { MessageDescriptor } from '@formatjs/intl'
import type { TxAuditStatus } from '../../../core'
import { auditMessages } from './tooltip-messages'

export type BadgeTone = 'match' | 'removed' | 'marginal' | 'added' | 'accelerated'

export interface AuditBadge {
  label: MessageDescriptor
  tone: BadgeTone
}

/**
 * The spec's nine labels. `selected` (mined although the template did not pick it) reads as the marginal
 * case it is coloured like; the prioritised "added" variants read as Added; prioritized, deprioritized and
 * unmatched have no label in the spec, so they get no badge.
 */
const BADGES: Partial<Record<TxAuditStatus, AuditBadge>> = {
  found: { label: auditMessages.found, tone: 'match' },
  censored: { label: auditMessages.censored, tone: 'removed' },
  missing: { label: auditMessages.marginal, tone: 'marginal' },
  selected: { label: auditMessages.marginal, tone: 'marginal' },
  sigop: { label: auditMessages.sigop, tone: 'marginal' },
  fresh: { label: auditMessages.fresh, tone: 'marginal' },
  freshcpfp: { label: auditMessages.freshcpfp, tone: 'marginal' },
  added: { label: auditMessages.added, tone: 'added' },
  added_prioritized: { label: auditMessages.added, tone: 'added' },
  added_deprioritized: { label: auditMessages.added, tone: 'added' },
  rbf: { label: auditMessages.conflicting, tone: 'marginal' },
  accelerated: { label: auditMessages.accelerated, tone: 'accelerated' },
}

export function auditBadge(status: TxAuditStatus | undefined): AuditBadge | undefined {
  return status === undefined ? undefined : BADGES[status]
}
