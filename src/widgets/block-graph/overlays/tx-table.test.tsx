// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $rateUnit } from '../../../core'
import type { GraphTx } from '../graph-types'
import { click, graphTx, mount, textOf } from './test-kit'
import type { Mounted } from './test-kit'
import { TxTable } from './tx-table'
import type { TxTableProps } from './tx-table'

let mounted: Mounted | undefined
afterEach(() => mounted?.unmount())

const txs = (count: number): GraphTx[] =>
  Array.from({ length: count }, (_, i) => graphTx(i + 1, { rate: 20 - i * 0.1 }))

async function table(props: Partial<TxTableProps> = {}) {
  const onFollow = vi.fn<TxTableProps['onFollow']>()
  const all = props.txs ?? txs(120)
  const ui = (list: readonly GraphTx[]) => (
    <TxTable
      href={(txid) => `/tx/${txid}`}
      onFollow={onFollow}
      auditHighlighting={false}
      {...props}
      txs={list}
    />
  )
  mounted = await mount(ui(all))
  const root = mounted.container
  const rerender = mounted.rerender
  return {
    root,
    onFollow,
    rerender: (list: readonly GraphTx[]) => rerender(ui(list)),
    button: (label: string) =>
      [...root.querySelectorAll('button')].find((b) => textOf(b) === label) ?? null,
    rowTxids: () => [...root.querySelectorAll('tbody a')].map((a) => a.getAttribute('title')),
    pageText: () => textOf(root.querySelector('.tx-table-pager span')),
  }
}

describe('TxTable', () => {
  it('is a table with a caption and column headers', async () => {
    const { root } = await table()
    expect(textOf(root.querySelector('caption'))).toBe('120 transactions')
    expect([...root.querySelectorAll('thead th[scope="col"]')].map(textOf)).toEqual([
      'Transaction',
      'Fee rate',
      'Fee',
      'Virtual size',
      'Amount',
    ])
  })

  it('adds the audit column with badge labels under audit highlighting', async () => {
    const { root } = await table({
      txs: [graphTx(1, { status: 'censored' }), graphTx(2, { status: 'found' }), graphTx(3)],
      auditHighlighting: true,
    })
    expect(textOf(root.querySelector('thead tr th:last-child'))).toBe('Audit')
    const audit = [...root.querySelectorAll('tbody tr')].map((row) =>
      textOf(row.querySelector('td:last-child')),
    )
    expect(audit).toEqual(['Removed', 'Match', ''])
  })

  it('prints one row per tx with a link and its figures', async () => {
    const { root, onFollow } = await table({ txs: [graphTx(7, { rate: 12.5 })] })
    const cells = [...root.querySelectorAll('tbody tr > *')].map(textOf)
    expect(cells).toEqual([
      '00000000000…0007',
      '12.5 sat/vB',
      '1,410 sat',
      '141 vB',
      '0.12345678 BTC',
    ])
    const link = root.querySelector('tbody a')
    expect(link?.getAttribute('href')).toBe(`/tx/${graphTx(7).txid}`)
    await click(link)
    expect(onFollow).toHaveBeenCalledWith(
      expect.objectContaining({ txid: graphTx(7).txid }),
      expect.anything(),
    )
  })

  it('pages 50 rows at a time with previous and next', async () => {
    const t = await table()
    expect(t.rowTxids()).toHaveLength(50)
    expect(t.rowTxids()[0]).toBe(graphTx(1).txid)
    expect(t.pageText()).toBe('Page 1 of 3')
    expect(t.button('Previous')?.getAttribute('aria-disabled')).toBe('true')
    await click(t.button('Next'))
    expect(t.rowTxids()[0]).toBe(graphTx(51).txid)
    expect(t.pageText()).toBe('Page 2 of 3')
    await click(t.button('Next'))
    expect(t.rowTxids()).toHaveLength(20)
    expect(t.rowTxids().at(-1)).toBe(graphTx(120).txid)
    expect(t.button('Next')?.getAttribute('aria-disabled')).toBe('true')
    await click(t.button('Next')) // stays on the last page
    expect(t.pageText()).toBe('Page 3 of 3')
    await click(t.button('Previous'))
    expect(t.pageText()).toBe('Page 2 of 3')
  })

  it('takes a page size and hides the pager when one page holds everything', async () => {
    const small = await table({ pageSize: 10 })
    expect(small.rowTxids()).toHaveLength(10)
    expect(small.pageText()).toBe('Page 1 of 12')
    mounted?.unmount()
    const one = await table({ txs: txs(5) })
    expect(one.root.querySelector('nav')).toBeNull()
  })

  it('keeps its page inside a list that shrank', async () => {
    const t = await table()
    await click(t.button('Next'))
    await click(t.button('Next'))
    await t.rerender(txs(60))
    expect(t.pageText()).toBe('Page 2 of 2')
    expect(t.rowTxids()).toHaveLength(10)
  })

  it('takes the keyboard focus when it appears with focusOnMount, and only then', async () => {
    const plain = await table({ txs: txs(3) })
    expect(document.activeElement).not.toBe(plain.root.querySelector('table'))
    mounted?.unmount()
    const focused = await table({ txs: txs(3), focusOnMount: true })
    expect(document.activeElement).toBe(focused.root.querySelector('table'))
  })
})

describe('TxTable in weight units', () => {
  it('follows the stored rate unit: sat/WU and a weight column', async () => {
    const { root } = await table({ txs: [graphTx(1, { rate: 20, vsize: 141 })] })
    const cells = () => [...root.querySelectorAll('tbody td')].map((td) => textOf(td))
    const heads = () => [...root.querySelectorAll('thead th')].map((th) => textOf(th))
    expect(cells()[0]).toBe('20.0 sat/vB')
    expect(heads()).toContain('Virtual size')
    try {
      await act(async () => $rateUnit.set('wu'))
      expect(cells()[0]).toBe('5.00 sat/WU')
      expect(cells()[2]).toBe('564 WU')
      expect(heads()).toContain('Weight')
    } finally {
      $rateUnit.set('vb')
    }
  })
})
