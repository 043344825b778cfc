// The logical-CSS gate of `npm test` (issue 12): every .css file and every style written in a .ts/.tsx file of
// the widgets, the site, the core and the widget template uses logical properties (inline/block, start/end), so
// rtl pages mirror, except the documented exceptions of css-logical-exceptions.ts. The rule itself is tested
// first on examples, so the gate cannot pass by finding nothing.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CSS_LOGICAL_EXCEPTIONS } from './css-logical-exceptions'
import {
  cssDeclarations,
  cssViolations,
  logicalName,
  physicalReason,
  sourceViolations,
} from './css-logical'
import type { Violation } from './css-logical'

const root = join(import.meta.dirname, '..')
const SCANNED = ['src/widgets', 'src/site', 'src/core', 'scripts/widget-template']

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

function treeViolations(): Violation[] {
  return SCANNED.flatMap(filesUnder).flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8')
    if (/\.css(\.tpl)?$/.test(file)) return cssViolations(file, text)
    if (/\.tsx?(\.tpl)?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
      return sourceViolations(file.replace(/\.tpl$/, ''), text)
    return []
  })
}

const excepted = (v: Violation) =>
  CSS_LOGICAL_EXCEPTIONS.some(
    (e) => e.file === v.file && e.selector === v.selector && e.property === v.property,
  )

describe('the logical-CSS rule', () => {
  it.each([
    ['margin-left', '4px'],
    ['padding-right', '0'],
    ['border-left', '1px solid'],
    ['border-right-color', 'red'],
    ['left', '0'],
    ['top', '0'],
    ['width', '10px'],
    ['max-height', '50vh'],
    ['border-top-left-radius', '4px'],
    ['float', 'left'],
    ['text-align', 'right'],
    ['clear', 'right'],
    ['margin', '0 1rem 0 0'],
    ['inset', '0 auto 0 0'],
    ['border-radius', '4px 0 0 4px'],
    ['background-position', 'right 4px center'],
    ['transform-origin', 'left top'],
  ])('flags %s: %s', (property, value) => {
    expect(physicalReason(property, value)).not.toBeNull()
  })

  it.each([
    ['margin-inline-start', '4px'],
    ['inset-block-start', '0'],
    ['inline-size', '10px'],
    ['text-align', 'end'],
    ['float', 'inline-start'],
    ['margin', '0 1rem'],
    ['margin', '0 1rem 2rem 1rem'],
    ['inset', '0'],
    ['border-radius', '4px'],
    ['border-radius', '4px 4px 0 0'],
    ['--_bc-left-face', 'red'],
    ['background', 'var(--mp-left, red)'],
    ['transition', 'inset-inline-start 1s'],
  ])('accepts %s: %s', (property, value) => {
    expect(physicalReason(property, value)).toBeNull()
  })

  it.each([
    ['margin-left', 'margin-inline-start'],
    ['border-right-width', 'border-inline-end-width'],
    ['top', 'inset-block-start'],
    ['max-width', 'max-inline-size'],
    ['border-bottom-right-radius', 'border-end-end-radius'],
    ['margin-inline-start', null],
  ])('names the logical form of %s: %s', (physical, logical) => {
    expect(logicalName(physical)).toBe(logical)
  })

  it('reads declarations with their selector and line, skipping comments and at-rule preludes', () => {
    const css = '/* left: 0; */\n@media (max-width: 600px) {\n  a:hover { margin-left: 1px }\n}\n'
    expect(cssDeclarations(css)).toEqual([
      { selector: 'a:hover', property: 'margin-left', value: '1px', line: 3 },
    ])
  })

  it('finds physical keys in style objects, style assignments and CSS text in .tsx', () => {
    const source = [
      'import type { CSSProperties } from "react"',
      'const a = <div style={{ marginLeft: 4, insetInlineStart: 0 }} />',
      'const b: CSSProperties = { paddingRight: 2 }',
      'const c = { left: 1 } as CSSProperties',
      'el.style.right = "0"',
      'el.style.setProperty("border-left", "0")',
      'const d = "p { text-align: left; }"',
      'const merkle = { left: 1, right: 2 }', // not a style: ignored
    ].join('\n')
    expect(sourceViolations('x.tsx', source).map((v) => [v.line, v.property])).toEqual([
      [2, 'margin-left'],
      [3, 'padding-right'],
      [4, 'left'],
      [5, 'right'],
      [6, 'border-left'],
      [7, 'text-align'],
    ])
  })
})

describe('the tree', () => {
  const violations = treeViolations()

  it('uses logical CSS outside the documented exceptions', () => {
    const unexplained = violations
      .filter((v) => !excepted(v))
      .map((v) => `${v.file}:${v.line} ${v.selector} { ${v.property}: ${v.value} } — ${v.why}`)
    expect(unexplained).toEqual([])
  })

  it('has no stale exception, and each says why', () => {
    for (const exception of CSS_LOGICAL_EXCEPTIONS) {
      const used = violations.some(
        (v) =>
          v.file === exception.file &&
          v.selector === exception.selector &&
          v.property === exception.property,
      )
      expect(used, `${exception.file} ${exception.selector} ${exception.property}`).toBe(true)
      expect(exception.reason.length).toBeGreaterThan(40)
    }
  })
})
