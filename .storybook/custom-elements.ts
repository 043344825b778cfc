// setCustomElementsManifest for the React renderer (the web-components renderer ships one; React's does not):
// a story whose `parameters.customElement` names a tag gets its argTypes (attributes, events, CSS custom
// properties and parts) documented from custom-elements.json, the single source of the elements' API.
import type { ArgTypes } from 'storybook/internal/types'

interface Documented {
  name: string
  /** An attribute's property (camelCase): the React component's prop of the same value. */
  fieldName?: string
  description?: string
  type?: { text: string }
}

interface Declaration {
  tagName?: string
  attributes?: Documented[]
  events?: Documented[]
  cssProperties?: Documented[]
  cssParts?: Documented[]
}

interface Manifest {
  modules: { declarations?: Declaration[] }[]
}

let manifest: Manifest = { modules: [] }

export function setCustomElementsManifest(value: unknown): void {
  manifest = value as Manifest
}

function declarationFor(tag: string): Declaration | undefined {
  return manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag)
}

/** 'dark' | 'light' → a select control; booleans and numbers their own; anything else a text control. */
function control(type: string | undefined): ArgTypes[string]['control'] {
  if (type === 'boolean' || type === 'number') return { type }
  const options = type?.match(/'[^']*'/g)?.map((quoted) => quoted.slice(1, -1))
  return options && options.length > 1 ? { type: 'select', options } : { type: 'text' }
}

export function customElementArgTypes(tag: string): ArgTypes {
  const declaration = declarationFor(tag)
  if (!declaration) return {}
  const group = (
    category: string,
    items: Documented[] | undefined,
    withControl: boolean,
  ): ArgTypes =>
    Object.fromEntries(
      (items ?? []).map((item) => [
        // Attributes are keyed by their prop, so the control drives the React story's argument.
        category === 'attributes' ? (item.fieldName ?? item.name) : `${category}: ${item.name}`,
        {
          name: item.name,
          description: item.description ?? '',
          table: { category, ...(item.type ? { type: { summary: item.type.text } } : {}) },
          ...(withControl ? { control: control(item.type?.text) } : { control: false }),
        },
      ]),
    )
  return {
    ...group('attributes', declaration.attributes, true),
    ...group('events', declaration.events, false),
    ...group('css custom properties', declaration.cssProperties, false),
    ...group('css parts', declaration.cssParts, false),
  }
}
