// Strings of the tooltip and the audit badges (tooltip and text table); they load with those parts.
import { defineMessages } from '@formatjs/intl'

export const tooltipMessages = defineMessages({
  details: {
    id: 'block-graph.tooltip.details',
    defaultMessage: 'Transaction details',
    description: 'accessible name of the pinned transaction box',
  },
  transaction: { id: 'block-graph.tooltip.transaction', defaultMessage: 'Transaction' },
  amount: { id: 'block-graph.tooltip.amount', defaultMessage: 'Amount' },
  fee: { id: 'block-graph.tooltip.fee', defaultMessage: 'Fee' },
  feeSats: {
    id: 'block-graph.tooltip.fee-sats',
    defaultMessage: '{fee, number} sat',
    description: 'a fee in satoshis',
  },
  feeRate: { id: 'block-graph.tooltip.fee-rate', defaultMessage: 'Fee rate' },
  effectiveRate: {
    id: 'block-graph.tooltip.effective-rate',
    defaultMessage: 'Effective fee rate',
    description: 'package (CPFP) rate when it differs from fee / vsize',
  },
  acceleratedRate: {
    id: 'block-graph.tooltip.accelerated-rate',
    defaultMessage: 'Accelerated fee rate',
  },
  virtualSize: { id: 'block-graph.tooltip.virtual-size', defaultMessage: 'Virtual size' },
  weight: {
    id: 'block-graph.tooltip.weight',
    defaultMessage: 'Weight',
    description: 'row label of the size in weight units (shown instead of the virtual size)',
  },
  audit: {
    id: 'block-graph.tooltip.audit',
    defaultMessage: 'Audit',
    description: 'row label of the audit status badge',
  },
  flags: {
    id: 'block-graph.tooltip.flags',
    defaultMessage: 'Flags',
    description: 'accessible name of the list of filter tags',
  },
  close: { id: 'block-graph.tooltip.close', defaultMessage: 'Close' },
})

/** Audit badge labels (spec §3 "Audit status"). */
export const auditMessages = defineMessages({
  found: { id: 'block-graph.audit.found', defaultMessage: 'Match' },
  censored: { id: 'block-graph.audit.censored', defaultMessage: 'Removed' },
  marginal: { id: 'block-graph.audit.marginal', defaultMessage: 'Marginal fee rate' },
  sigop: { id: 'block-graph.audit.sigop', defaultMessage: 'High sigop count' },
  fresh: { id: 'block-graph.audit.fresh', defaultMessage: 'Recently broadcasted' },
  freshcpfp: { id: 'block-graph.audit.freshcpfp', defaultMessage: "Recently CPFP'd" },
  added: { id: 'block-graph.audit.added', defaultMessage: 'Added' },
  conflicting: { id: 'block-graph.audit.conflicting', defaultMessage: 'Conflicting' },
  accelerated: { id: 'block-graph.audit.accelerated', defaultMessage: 'Accelerated' },
})
