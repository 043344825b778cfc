// The logical-CSS rule (issue 12: right-to-left layouts for Arabic, Persian and Hebrew): a layout says
// start/end and inline/block, never left/right/top/bottom or width/height, so `dir="rtl"` mirrors it with no
// second stylesheet. This module finds physical declarations in CSS text and in the style objects of .ts/.tsx
// files; scripts/css-logical.test.ts runs it over the tree against the exceptions in css-logical-exceptions.ts.
import ts from 'typescript'

export interface Declaration {
  /** The rule's selector (or at-rule prelude) the declaration sits in. */
  readonly selector: string
  readonly property: string
  readonly value: string
  /** 1-based line of the declaration in its file. */
  readonly line: number
}

export interface Violation extends Declaration {
  readonly file: string
  /** Why the declaration is physical, and the logical form to use. */
  readonly why: string
}

// Physical sides and sizes; logicalName() gives each one's logical form.
const PHYSICAL_SIDE =
  /^(?:(?:margin|padding|scroll-margin|scroll-padding|border)-)?(left|right|top|bottom)(?:-(?:width|style|color))?$/
const PHYSICAL_CORNER = /^border-(top|bottom)-(left|right)-radius$/
const PHYSICAL_SIZE = /^(?:min-|max-|contain-intrinsic-)?(width|height)$/
const LOGICAL_SIDE: Readonly<Record<string, string>> = {
  left: 'inline-start',
  right: 'inline-end',
  top: 'block-start',
  bottom: 'block-end',
}

/** The logical property for a physical one (left as written in ltr), or null when it is not physical. */
export function logicalName(name: string): string | null {
  const corner = PHYSICAL_CORNER.exec(name)
  if (corner)
    return `border-${corner[1] === 'top' ? 'start' : 'end'}-${corner[2] === 'left' ? 'start' : 'end'}-radius`
  const side = PHYSICAL_SIDE.exec(name)?.[1]
  if (side)
    return name === side
      ? `inset-${LOGICAL_SIDE[side]}`
      : name.replace(side, LOGICAL_SIDE[side] ?? side)
  const size = PHYSICAL_SIZE.exec(name)?.[1]
  if (size) return name.replace(size, size === 'width' ? 'inline-size' : 'block-size')
  return null
}

// Shorthands whose four values are top, right, bottom, left: fine while right and left are equal.
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
])

const PHYSICAL_KEYWORD = /(?<![\w-])(left|right)(?![\w-])/

/** Why `property: value` is physical (and what to write instead), or null when it mirrors in rtl. */
export function physicalReason(property: string, value: string): string | null {
  const name = property.trim().toLowerCase()
  if (name.startsWith('--')) return null // a custom property's meaning is its user's
  const logical = logicalName(name)
  if (logical !== null) return `physical property; use ${logical}`
  const bare = withoutFunctions(value)
  if (BOX_SHORTHANDS.has(name)) {
    const values = topLevelTokens(bare)
    if (values.length === 4 && values[1] !== values[3])
      return `its right and left values differ; use ${name}-inline / ${name}-block`
  }
  if (name === 'border-radius' && !mirrorsRadius(bare))
    return 'its left and right corners differ; use border-start-start-radius…'
  if (PHYSICAL_KEYWORD.test(bare))
    return `the keyword "${PHYSICAL_KEYWORD.exec(bare)?.[1]}"; use start/end (or inline-start/-end)`
  return null
}

// var(--x-left), calc(…) and url(…) hold no layout keyword of their own; their arguments are not checked.
function withoutFunctions(value: string): string {
  let depth = 0
  let out = ''
  for (const char of value) {
    if (char === '(') depth += 1
    if (depth === 0) out += char
    if (char === ')') depth = Math.max(0, depth - 1)
  }
  return out
}

function topLevelTokens(value: string): string[] {
  return value
    .replace(/!important/i, '')
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '')
}

// border-radius: a / b, each 1–4 corners (top-left, top-right, bottom-right, bottom-left).
function mirrorsRadius(value: string): boolean {
  return value.split('/').every((part) => {
    const t = topLevelTokens(part)
    const [tl, tr = tl, br = tl, bl = tr] = t
    return tl === tr && br === bl
  })
}

/** The declarations of a style sheet (comments removed), with their selector and line. */
export function cssDeclarations(css: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const found: Declaration[] = []
  const selectors: string[] = []
  let start = 0
  let depth = 0 // parentheses and quotes: a ';' inside url(…) or '…' ends nothing
  let quote: string | null = null
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? ''
    if (quote) {
      if (char === quote && text[i - 1] !== '\\') quote = null
      continue
    }
    if (char === '"' || char === "'") quote = char
    else if (char === '(') depth += 1
    else if (char === ')') depth = Math.max(0, depth - 1)
    if (depth > 0 || !'{};'.includes(char)) continue
    const chunk = text.slice(start, i)
    if (char === '{') selectors.push(chunk.trim().replace(/\s+/g, ' '))
    else addDeclaration(found, chunk, text, start, selectors.at(-1) ?? '')
    if (char === '}') selectors.pop()
    start = i + 1
  }
  return found
}

function addDeclaration(
  found: Declaration[],
  chunk: string,
  text: string,
  offset: number,
  selector: string,
): void {
  const colon = chunk.indexOf(':')
  if (colon < 0 || chunk.trim().startsWith('@')) return
  const property = chunk.slice(0, colon).trim()
  if (!/^-?-?[a-zA-Z][\w-]*$/.test(property)) return
  const lead = chunk.length - chunk.trimStart().length
  const line = text.slice(0, offset + lead).split('\n').length
  found.push({ selector, property, value: chunk.slice(colon + 1).trim(), line })
}

/** The physical declarations of one style sheet. */
export function cssViolations(file: string, css: string): Violation[] {
  return cssDeclarations(css).flatMap((declaration) => {
    const why = physicalReason(declaration.property, declaration.value)
    return why === null ? [] : [{ ...declaration, file, why }]
  })
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * The physical declarations written in a .ts/.tsx file: React `style={{…}}` objects and objects typed or cast
 * as CSSProperties (camelCase keys), `el.style.left = …`, `style.setProperty('margin-left', …)`, and CSS text
 * in string literals.
 */
export function sourceViolations(file: string, source: string): Violation[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const found: Violation[] = []
  const report = (node: ts.Node, selector: string, property: string, value: string) => {
    const why = physicalReason(property, value)
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
    if (why !== null) found.push({ file, line, selector, property, value, why })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && isStyleObject(node, sf))
      for (const member of node.properties) {
        if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) continue
        const key = propertyKey(member.name)
        if (key === null) continue
        const value = ts.isPropertyAssignment(member) ? literalText(member.initializer) : ''
        report(member, 'style object', kebab(key), value)
      }
    styleAssignment(node, report)
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      if (/[a-z-]+\s*:[^;{}]+;/.test(node.text))
        for (const d of cssDeclarations(`x{${node.text}}`))
          report(node, 'CSS text', d.property, d.value)
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

function isStyleObject(node: ts.ObjectLiteralExpression, sf: ts.SourceFile): boolean {
  const parent = node.parent
  const typed = (type: ts.TypeNode | undefined) =>
    type?.getText(sf).includes('CSSProperties') ?? false
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
    return parent.parent.name.getText(sf) === 'style'
  if (ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) return typed(parent.type)
  if (ts.isVariableDeclaration(parent)) return typed(parent.type)
  if (ts.isReturnStatement(parent) || ts.isArrowFunction(parent)) {
    const fn = ts.findAncestor(parent, ts.isFunctionLike)
    return typed(fn?.type)
  }
  return false
}

function propertyKey(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  return null
}

function literalText(node: ts.Expression): string {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ''
}

// el.style.marginLeft = …, and style.setProperty('margin-left', …).
function styleAssignment(
  node: ts.Node,
  report: (node: ts.Node, selector: string, property: string, value: string) => void,
): void {
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(node.left) &&
    ts.isPropertyAccessExpression(node.left.expression) &&
    node.left.expression.name.text === 'style'
  )
    report(node, 'style assignment', kebab(node.left.name.text), literalText(node.right))
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'setProperty'
  ) {
    const [name, value] = node.arguments
    if (name && ts.isStringLiteral(name))
      report(node, 'setProperty', name.text, value ? literalText(value) : '')
  }
}
