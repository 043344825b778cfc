// Every user-visible string of the docs pages: the FAQ (our own text) and the API list's headings.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  docs: { id: 'site.docs.title', defaultMessage: 'Documentation' },
  nav: { id: 'site.docs.nav', defaultMessage: 'Documentation sections' },
  faqTitle: { id: 'site.docs.faq-title', defaultMessage: 'FAQ' },
  apiTitle: { id: 'site.docs.api-title', defaultMessage: 'REST API' },
  notFound: { id: 'site.docs.not-found', defaultMessage: 'No such documentation page' },
  notFoundDetail: {
    id: 'site.docs.not-found-detail',
    defaultMessage: 'The documentation has a FAQ and a list of the REST API endpoints.',
  },
  entryLink: { id: 'site.docs.entry-link', defaultMessage: 'Link to this answer' },
  apiIntro: {
    id: 'site.docs.api-intro',
    defaultMessage:
      'Every endpoint answers on this network. Each link opens its live answer; values in braces are filled with current examples.',
  },
  apiWaiting: {
    id: 'site.docs.api-waiting',
    defaultMessage: 'waiting for a live example',
  },
  groupGeneral: { id: 'site.docs.group-general', defaultMessage: 'General' },
  groupBlocks: { id: 'site.docs.group-blocks', defaultMessage: 'Blocks' },
  groupMempool: { id: 'site.docs.group-mempool', defaultMessage: 'Mempool and fees' },
  groupTransactions: { id: 'site.docs.group-transactions', defaultMessage: 'Transactions' },
  groupAddresses: { id: 'site.docs.group-addresses', defaultMessage: 'Addresses' },
  groupMining: { id: 'site.docs.group-mining', defaultMessage: 'Mining' },
})

export const faqMessages = defineMessages({
  mempoolQ: { id: 'site.docs.faq.mempool.q', defaultMessage: 'What is the mempool?' },
  mempoolA: {
    id: 'site.docs.faq.mempool.a',
    defaultMessage:
      'Each Bitcoin node keeps the valid transactions it has heard of but not yet seen in a block: its mempool (memory pool). Nodes differ a little, so this site shows the mempool of its own backend. A transaction leaves the mempool when a block confirms it, when a replacement pays more for the same inputs, or when it is evicted because the pool is full.',
  },
  projectedQ: { id: 'site.docs.faq.projected.q', defaultMessage: 'What are projected blocks?' },
  projectedA: {
    id: 'site.docs.faq.projected.a',
    defaultMessage:
      'Projected blocks are a guess at the next blocks: the waiting transactions are packed, highest fee rate first (with their ancestors), into blocks of at most 4,000,000 weight units, the way Bitcoin Core builds a block template. The first one is what a miner would mine right now; the last one holds everything that does not fit earlier. Real blocks can differ, since pools see different transactions and may prioritise some.',
  },
  feeRatesQ: {
    id: 'site.docs.faq.fee-rates.q',
    defaultMessage: 'What do sat/vB and sat/WU mean?',
  },
  feeRatesA: {
    id: 'site.docs.faq.fee-rates.a',
    defaultMessage:
      'A block has room for 4,000,000 weight units (WU). A virtual byte (vB) is 4 WU, so a block holds 1,000,000 vB. The fee rate is the fee in satoshis divided by the space the transaction takes: sat/vB, or sat/WU, which is the same rate divided by 4. Miners fill blocks with the highest rates first, so the rate, not the fee, decides how soon a transaction confirms. The unit is a setting.',
  },
  rbfQ: { id: 'site.docs.faq.rbf.q', defaultMessage: 'What is Replace-By-Fee (RBF)?' },
  rbfA: {
    id: 'site.docs.faq.rbf.a',
    defaultMessage:
      'A waiting transaction can be replaced by a new one that spends at least one of the same inputs and pays a higher fee, both in total and in rate. Nodes then drop the original. The transaction page shows the history of replacements, and the replacements page lists recent ones.',
  },
  cpfpQ: { id: 'site.docs.faq.cpfp.q', defaultMessage: 'What is Child-Pays-For-Parent (CPFP)?' },
  cpfpA: {
    id: 'site.docs.faq.cpfp.a',
    defaultMessage:
      'A transaction that spends an unconfirmed output can only be mined with or after its parent. Miners therefore look at the package: a child with a high fee rate lifts a parent that pays too little. The rate the package confirms at is the effective fee rate shown on the transaction page.',
  },
  auditQ: { id: 'site.docs.faq.audit.q', defaultMessage: 'What is a block audit?' },
  auditA: {
    id: 'site.docs.faq.audit.a',
    defaultMessage:
      'When a block arrives, the backend compares it with the block it expected from its own mempool. Transactions that were expected but left out, added without being expected, or accelerated are marked, and a block health score says how much of the expected block was mined. Audits are shown when the site enables them.',
  },
  acceleratorQ: {
    id: 'site.docs.faq.accelerator.q',
    defaultMessage: 'What is the transaction accelerator?',
  },
  acceleratorA: {
    id: 'site.docs.faq.accelerator.a',
    defaultMessage:
      'The accelerator lets the owner of a waiting transaction pay an extra fee, outside the transaction, to mining pools that agree to prioritise it. The preview estimates the cost; the payment needs an account. Only the official hosted build offers it directly; other builds link to it.',
  },
  gogglesQ: {
    id: 'site.docs.faq.goggles.q',
    defaultMessage: 'How do the mempool goggles work?',
  },
  gogglesA: {
    id: 'site.docs.faq.goggles.a',
    defaultMessage:
      'The goggles are filters for the block graphs. Open the goggles menu on a graph and pick features such as RBF, SegWit, Taproot, multisig, OP_RETURN data or consolidations: matching transactions stay highlighted and the rest fade. With several filters you choose whether a transaction must match any or all of them. The filters only change what you see, never the data, and your choice is kept for the other graphs.',
  },
})
