import { describe, expect, it } from 'vitest'
import { camelCase, coerceAttribute, elementApi, withDefaults } from './element-api'
import type { AttributeProps, MarkupAttributes } from './element-api'

const api = elementApi({
  tag: 'mempool-example',
  attributes: {
    'show-pools': { type: 'boolean', default: true, description: 'b' },
    'static-count': { type: 'number', default: 8, description: 'n' },
    unit: { type: 'enum', values: ['vB', 'WU'], description: 'e' },
    api: { type: 'string', description: 's' },
    lang: { type: 'string', domOnly: true, description: 'dom' },
  },
})
const spec = api.attributes

describe('coerceAttribute', () => {
  it('reads booleans as HTML booleans, with "false" switching a true default off', () => {
    expect(coerceAttribute(spec['show-pools'], '')).toBe(true)
    expect(coerceAttribute(spec['show-pools'], 'show-pools')).toBe(true)
    expect(coerceAttribute(spec['show-pools'], 'true')).toBe(true)
    expect(coerceAttribute(spec['show-pools'], 'FALSE')).toBe(false)
    expect(coerceAttribute(spec['show-pools'], null)).toBeUndefined()
  })

  it('parses numbers and treats text that is not one as absent', () => {
    expect(coerceAttribute(spec['static-count'], '12')).toBe(12)
    expect(coerceAttribute(spec['static-count'], ' -3.5 ')).toBe(-3.5)
    expect(coerceAttribute(spec['static-count'], '12px')).toBeUndefined()
    expect(coerceAttribute(spec['static-count'], '')).toBeUndefined()
    expect(coerceAttribute(spec['static-count'], 'Infinity')).toBeUndefined()
  })

  it('keeps only known enum values, and empty strings count as absent', () => {
    expect(coerceAttribute(spec.unit, 'WU')).toBe('WU')
    expect(coerceAttribute(spec.unit, 'wu')).toBeUndefined()
    expect(coerceAttribute(spec.api, 'https://x.example')).toBe('https://x.example')
    expect(coerceAttribute(spec.api, '')).toBeUndefined()
  })
})

describe('derived props', () => {
  it('camelCases names and fills the table’s defaults only where a prop is undefined', () => {
    expect(camelCase('selected-mempool-block')).toBe('selectedMempoolBlock')
    const props: AttributeProps<typeof spec> = { staticCount: 3 }
    expect(withDefaults(spec, props)).toEqual({ staticCount: 3, showPools: true })
    expect(withDefaults(spec, { showPools: false }).showPools).toBe(false)
  })

  it('types props and markup from the table', () => {
    const props: AttributeProps<typeof spec> = { showPools: false, staticCount: 2, unit: 'WU' }
    // @ts-expect-error -- not one of the enum's values
    const badUnit: AttributeProps<typeof spec> = { unit: 'kB' }
    // @ts-expect-error -- a DOM-only attribute is no prop
    const noLang: AttributeProps<typeof spec> = { lang: 'en' }
    const markup: MarkupAttributes<typeof api> = {
      'show-pools': '',
      'static-count': '4',
      lang: 'de',
    }
    // @ts-expect-error -- markup uses the kebab-case names
    const camel: MarkupAttributes<typeof api> = { showPools: true }
    expect([props, badUnit, noLang, markup, camel]).toHaveLength(5)
  })
})
