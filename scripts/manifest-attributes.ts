// custom-elements.json's view of an element's API table (src/widgets/<name>/<name>.api.ts): one attribute
// entry per row and one field per attribute the element exposes as a property. Used by the analyzer config.
import { camelCase } from '../src/widgets/internal/element-api'
import type { AttributeSpec, ElementApi } from '../src/widgets/internal/element-api'

export interface ManifestAttribute {
  name: string
  type: { text: string }
  description: string
  default?: string
  fieldName?: string
}

export interface ManifestField {
  kind: 'field'
  name: string
  type: { text: string }
  description: string
  default?: string
  attribute: string
}

/** 'dark' | 'light' for an enum (Storybook turns quoted options into a select), else the type's name. */
export function typeText(spec: AttributeSpec): string {
  return spec.type === 'enum' ? spec.values.map((value) => `'${value}'`).join(' | ') : spec.type
}

function defaultText(spec: AttributeSpec): string | undefined {
  if (spec.default === undefined) return undefined
  return typeof spec.default === 'string' ? `'${spec.default}'` : String(spec.default)
}

export function manifestAttributes(api: ElementApi): ManifestAttribute[] {
  return Object.entries(api.attributes).map(([name, spec]) => {
    const fallback = defaultText(spec)
    return {
      name,
      type: { text: typeText(spec) },
      description: spec.description,
      ...(fallback === undefined ? {} : { default: fallback }),
      ...(spec.domOnly ? {} : { fieldName: camelCase(name) }),
    }
  })
}

export function manifestFields(api: ElementApi): ManifestField[] {
  return manifestAttributes(api)
    .filter((attribute) => attribute.fieldName !== undefined)
    .map(({ fieldName, name, ...rest }) => ({
      kind: 'field',
      name: fieldName ?? name,
      ...rest,
      attribute: name,
    }))
}
