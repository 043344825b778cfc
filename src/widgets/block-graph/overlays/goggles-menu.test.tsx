// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TX_FILTERS } from '../../../core'
import type { TxFilterKey } from '../../../core'
import type { GogglesState } from '../graph-types'
import { gogglesAttributes, gogglesToAttributes, parseGoggles } from './goggles-attributes'
import { GogglesMenu } from './goggles-menu'
import type { GogglesMenuProps } from './goggles-menu'
import { toggleFilter } from './goggles-toggle'
import { click, mount, textOf, until } from './test-kit'
import type { Mounted } from './test-kit'

const bit = (key: TxFilterKey): bigint => TX_FILTERS[key].flag
const NONE: GogglesState = { mode: 'and', mask: 0n }

let mounted: Mounted | undefined
afterEach(() => mounted?.unmount())

/** The menu, its panel opened and loaded unless `closed`. */
async function menu(props: Partial<GogglesMenuProps> = {}, closed = false) {
  const onChange = vi.fn<(state: GogglesState) => void>()
  mounted = await mount(
    <GogglesMenu
      state={NONE}
      onChange={onChange}
      excluded={[]}
      acceleratorEnabled={false}
      {...props}
    />,
  )
  const root = mounted.container
  const button = (label: string): HTMLButtonElement => {
    const found = [...root.querySelectorAll('button')].find((b) => textOf(b) === label)
    if (!found) throw new Error(`no button ${label}`)
    return found
  }
  if (!closed) {
    await click(button('Goggles'))
    await until(() => root.querySelector('.goggles-content'))
  }
  return { root, onChange, button }
}

const groupLabels = (root: Element): string[] =>
  [...root.querySelectorAll('.goggles-group-label')].map(textOf)
const filterLabels = (root: Element): string[] =>
  [...root.querySelectorAll('.goggles-filter')].map(textOf)

describe('GogglesMenu', () => {
  it('opens and closes its panel from the goggles button, loading its contents on first open', async () => {
    const { root, button } = await menu({}, true)
    const toggle = button('Goggles')
    const panel = root.querySelector('.goggles-panel')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(panel?.id)
    expect(panel?.hasAttribute('hidden')).toBe(true)
    expect(root.querySelector('.goggles-filter')).toBeNull() // not loaded before it is asked for
    await click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.hasAttribute('hidden')).toBe(false)
    await until(() => panel?.querySelector('.goggles-filter'))
    await click(toggle)
    expect(panel?.hasAttribute('hidden')).toBe(true)
  })

  it('shows the six groups with their labels, each a labelled group', async () => {
    const { root } = await menu()
    expect(groupLabels(root)).toEqual([
      'Features',
      'Address Types',
      'Behavior',
      'Data',
      'Heuristics',
      'Sighash Flags',
    ])
    for (const group of root.querySelectorAll('.goggles-group')) {
      const labelId = group.getAttribute('aria-labelledby') ?? ''
      expect(group.querySelector(`[id="${labelId}"]`)).not.toBeNull()
    }
    expect(filterLabels(root).slice(0, 6)).toEqual([
      'RBF enabled',
      'RBF disabled',
      'Version 1',
      'Version 2',
      'Version 3',
      'Non-Standard',
    ])
  })

  it('marks selected filters with aria-pressed', async () => {
    const { button } = await menu({ state: { mode: 'and', mask: bit('p2tr') } })
    expect(button('Taproot').getAttribute('aria-pressed')).toBe('true')
    expect(button('P2WPKH').getAttribute('aria-pressed')).toBe('false')
  })

  it('adds a filter and keeps the others', async () => {
    const { onChange, button } = await menu({ state: { mode: 'or', mask: bit('p2tr') } })
    await click(button('Coinjoin'))
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'or', mask: bit('p2tr') | bit('coinjoin') })
  })

  it('deselects the others of a toggle group', async () => {
    const { onChange, button } = await menu({
      state: { mode: 'and', mask: bit('rbf') | bit('v1') | bit('p2tr') },
    })
    await click(button('RBF disabled'))
    expect(onChange).toHaveBeenLastCalledWith({
      mode: 'and',
      mask: bit('no_rbf') | bit('v1') | bit('p2tr'),
    })
    await click(button('Version 3'))
    expect(onChange).toHaveBeenLastCalledWith({
      mode: 'and',
      mask: bit('rbf') | bit('v3') | bit('p2tr'),
    })
  })

  it('switches between All and Any', async () => {
    const { onChange, button } = await menu({ state: { mode: 'and', mask: bit('p2sh') } })
    expect(button('All').getAttribute('aria-pressed')).toBe('true')
    expect(button('Any').getAttribute('aria-pressed')).toBe('false')
    await click(button('Any'))
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'or', mask: bit('p2sh') })
  })

  it('clears every filter', async () => {
    const { onChange, button } = await menu({ state: { mode: 'or', mask: bit('p2sh') } })
    await click(button('Clear filters'))
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'or', mask: 0n })
  })

  it('leaves out excluded filters, and the acceleration filter without the accelerator', async () => {
    const { root } = await menu({ excluded: ['nonstandard', 'coinjoin'] })
    expect(filterLabels(root)).not.toContain('Non-Standard')
    expect(filterLabels(root)).not.toContain('Coinjoin')
    expect(filterLabels(root)).toContain('Consolidation')
    expect(filterLabels(root)).not.toContain('Accelerated')
  })

  it('offers the acceleration filter with the accelerator', async () => {
    const { root } = await menu({ acceleratorEnabled: true })
    expect(filterLabels(root)).toContain('Accelerated')
  })

  it('drops a group whose every filter is excluded', async () => {
    const heuristics: TxFilterKey[] = ['coinjoin', 'consolidation', 'batch_payout']
    const { root } = await menu({ excluded: heuristics })
    expect(groupLabels(root)).not.toContain('Heuristics')
  })

  it('links to the goggles FAQ', async () => {
    const { root } = await menu()
    const link = [...root.querySelectorAll('a')].find(
      (a) => textOf(a) === 'How do mempool goggles work?',
    )
    expect(link?.getAttribute('href')).toBe('/docs/faq#how-do-mempool-goggles-work')
  })
})

describe('toggleFilter', () => {
  it('turns a selected filter off', () => {
    expect(toggleFilter(bit('v2') | bit('p2tr'), 'v2')).toBe(bit('p2tr'))
  })
  it('leaves filters outside toggle groups alone', () => {
    expect(toggleFilter(bit('p2sh'), 'p2tr')).toBe(bit('p2sh') | bit('p2tr'))
  })
})

describe('goggles attributes', () => {
  it('declares filters and filter-mode', () => {
    expect(gogglesAttributes.filters.type).toBe('string')
    expect(gogglesAttributes['filter-mode']).toMatchObject({
      type: 'enum',
      values: ['and', 'or'],
      default: 'and',
    })
  })

  it('parses a comma list, ignoring unknown keys and spaces', () => {
    expect(parseGoggles('rbf, p2tr,bogus,,annex', 'or')).toEqual({
      mode: 'or',
      mask: bit('rbf') | bit('p2tr'),
    })
  })

  it('defaults to no filter in and mode', () => {
    expect(parseGoggles()).toEqual({ mode: 'and', mask: 0n })
    expect(parseGoggles('', 'nor')).toEqual({ mode: 'and', mask: 0n })
  })

  it('round-trips through attributes', () => {
    const state: GogglesState = { mode: 'or', mask: bit('inscription') | bit('v3') }
    const attributes = gogglesToAttributes(state)
    expect(attributes).toEqual({ filters: 'v3,inscription', 'filter-mode': 'or' })
    expect(parseGoggles(attributes.filters, attributes['filter-mode'])).toEqual(state)
  })

  it('knows exactly the filter keys, written in TX_FILTERS order', () => {
    const every = Object.values(TX_FILTERS).reduce((mask, filter) => mask | filter.flag, 0n)
    const written = gogglesToAttributes({ mode: 'and', mask: every }).filters
    expect(written).toBe(Object.keys(TX_FILTERS).join(','))
    expect(parseGoggles(written).mask).toBe(every)
  })
})
