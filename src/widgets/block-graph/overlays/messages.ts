// Every string the block graph's overlays show. Ids are `block-graph.<part>.<key>` (the part keeps them apart
// from <BlockGraph>'s own `block-graph.*` strings); `npm run i18n:extract` copies them to the catalog.
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

export const gogglesMessages = defineMessages({
  open: {
    id: 'block-graph.goggles.open',
    defaultMessage: 'Goggles',
    description: 'button that opens the transaction filter menu',
  },
  menu: {
    id: 'block-graph.goggles.menu',
    defaultMessage: 'Transaction filters',
    description: 'accessible name of the filter panel',
  },
  mode: {
    id: 'block-graph.goggles.mode',
    defaultMessage: 'Match',
    description: 'label of the All/Any switch',
  },
  all: {
    id: 'block-graph.goggles.all',
    defaultMessage: 'All',
    description: "filter mode 'and': a tx must have every selected flag",
  },
  any: {
    id: 'block-graph.goggles.any',
    defaultMessage: 'Any',
    description: "filter mode 'or': a tx must have one of the selected flags",
  },
  clear: { id: 'block-graph.goggles.clear', defaultMessage: 'Clear filters' },
  help: {
    id: 'block-graph.goggles.help',
    defaultMessage: 'How do mempool goggles work?',
    description: 'link to the FAQ entry about the filters',
  },
})

export const keyboardMessages = defineMessages({
  roleDescription: {
    id: 'block-graph.keyboard.role',
    defaultMessage: 'transaction grid',
    description: 'aria-roledescription of the focusable graph',
  },
  instructions: {
    id: 'block-graph.keyboard.instructions',
    defaultMessage:
      'Arrow keys move between transactions, Home and End go to the first and last, Enter opens the transaction, Escape clears the selection.',
  },
  announce: {
    id: 'block-graph.keyboard.announce',
    defaultMessage: 'Transaction {position, number} of {count, number}: {txid}, {rate}, {vsize}',
    description: 'read by screen readers when a square gets the keyboard focus',
  },
})

export const tableMessages = defineMessages({
  caption: {
    id: 'block-graph.table.caption',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
  },
  transaction: { id: 'block-graph.table.transaction', defaultMessage: 'Transaction' },
  feeRate: { id: 'block-graph.table.fee-rate', defaultMessage: 'Fee rate' },
  fee: { id: 'block-graph.table.fee', defaultMessage: 'Fee' },
  virtualSize: { id: 'block-graph.table.virtual-size', defaultMessage: 'Virtual size' },
  amount: { id: 'block-graph.table.amount', defaultMessage: 'Amount' },
  audit: { id: 'block-graph.table.audit', defaultMessage: 'Audit' },
  pages: {
    id: 'block-graph.table.pages',
    defaultMessage: 'Transaction pages',
    description: 'accessible name of the pager',
  },
  previous: { id: 'block-graph.table.previous', defaultMessage: 'Previous' },
  next: { id: 'block-graph.table.next', defaultMessage: 'Next' },
  page: {
    id: 'block-graph.table.page',
    defaultMessage: 'Page {page, number} of {pages, number}',
  },
})
