// One typed declaration per element (its `<name>.api.ts`): the tag and a table of attributes. Everything
// else derives from it: the attribute → prop coercion of the element, the component's React props type,
// the site's JSX typings (src/site/elements.d.ts) and the attributes of custom-elements.json.

interface AttributeBase {
  description: string
  /** Read from the DOM by every widget (like `lang`), so never handed to the component as a prop. */
  domOnly?: true
}

export type AttributeSpec = AttributeBase &
  (
    | { type: 'string'; default?: string }
    | { type: 'number'; default?: number }
    | { type: 'boolean'; default: boolean }
    | { type: 'enum'; values: readonly string[]; default?: string }
  )

/** Attributes by their HTML name (kebab-case). */
export type AttributeTable = Readonly<Record<string, AttributeSpec>>

export interface ElementApi {
  tag: `mempool-${string}`
  attributes: AttributeTable
}

/** Declares an element's API, keeping every literal (names, enum values) for the derived types. */
export function elementApi<const Api extends ElementApi>(api: Api): Api {
  return api
}

/** 'show-mining-info' → 'showMiningInfo'. */
export type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name

export const camelCase = (name: string): string =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** The value a component receives for one attribute. */
export type AttributeValue<Spec extends AttributeSpec> = Spec extends { type: 'enum' }
  ? Spec['values'][number]
  : Spec extends { type: 'number' }
    ? number
    : Spec extends { type: 'boolean' }
      ? boolean
      : string

/** The component props an element passes on: camelCase names, coerced types, all optional. */
export type AttributeProps<Table extends AttributeTable> = {
  -readonly [
    Name in keyof Table & string as Table[Name] extends { domOnly: true } ? never : CamelCase<Name>
  ]?: AttributeValue<Table[Name]>
}

/** What markup may write for one attribute (a JSX attribute of the tag). */
export type AttributeMarkup<Spec extends AttributeSpec> = Spec extends { type: 'boolean' }
  ? boolean | '' | 'true' | 'false'
  : Spec extends { type: 'number' }
    ? number | `${number}`
    : AttributeValue<Spec>

/** The tag's attributes as markup writes them: kebab-case names, all optional. */
export type MarkupAttributes<Api extends ElementApi> = {
  -readonly [Name in keyof Api['attributes'] & string]?: AttributeMarkup<Api['attributes'][Name]>
}

/**
 * An attribute's text → its prop value. Absent → undefined (the component's default applies). Booleans are
 * HTML booleans (present = true, whatever the value) except that the text "false" means false, so a default
 * of true can be switched off. Numbers that do not parse, and unknown enum values, are treated as absent.
 */
export function coerceAttribute(spec: AttributeSpec, text: string | null): unknown {
  if (text === null) return undefined
  switch (spec.type) {
    case 'boolean':
      return text.trim().toLowerCase() !== 'false'
    case 'number': {
      const number = text.trim() === '' ? Number.NaN : Number(text)
      return Number.isFinite(number) ? number : undefined
    }
    case 'enum':
      return spec.values.includes(text) ? text : undefined
    case 'string':
      return text === '' ? undefined : text
  }
}

/** `props` with every undefined prop replaced by the table's default, so the component keeps no copy of them. */
export function withDefaults<Table extends AttributeTable, Props extends AttributeProps<Table>>(
  table: Table,
  props: Props,
): Props & Required<Pick<AttributeProps<Table>, DefaultedProps<Table>>> {
  const filled: Record<string, unknown> = { ...props }
  for (const [name, spec] of Object.entries(table)) {
    const prop = camelCase(name)
    if (filled[prop] === undefined && spec.default !== undefined) filled[prop] = spec.default
  }
  return filled as Props & Required<Pick<AttributeProps<Table>, DefaultedProps<Table>>>
}

type DefaultedProps<Table extends AttributeTable> = {
  [Name in keyof Table & string]: Table[Name] extends { default: unknown }
    ? Table[Name] extends { domOnly: true }
      ? never
      : CamelCase<Name>
    : never
}[keyof Table & string] &
  keyof AttributeProps<Table>

/** The attributes every widget accepts; a widget's table spreads them in and may reword one. */
export const widgetAttributes = {
  api: {
    type: 'string',
    description:
      "Base URL of any mempool-compatible API. Default: a `<mempool-provider>` ancestor, then the page's origin.",
  },
  network: {
    type: 'string',
    description: 'mainnet (default), testnet, testnet4, signet or regtest.',
  },
  theme: {
    type: 'enum',
    values: ['dark', 'light', 'auto'],
    default: 'dark',
    description: 'Colour theme; `auto` follows prefers-color-scheme.',
  },
  lang: {
    type: 'string',
    domOnly: true,
    description:
      "Language of the texts and numbers (else the nearest `lang`, then the document's).",
  },
} as const satisfies AttributeTable
