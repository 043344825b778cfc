// src/core must run without React or lit: it is shared by the widgets, the site, Storybook and the server.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

const forbidden = ['react', 'react-dom', 'lit', '@nanostores/react', '@r2wc/react-to-web-component']

vi.mock('react', () => {
  throw new Error('src/core imported react')
})
vi.mock('react-dom', () => {
  throw new Error('src/core imported react-dom')
})
vi.mock('lit', () => {
  throw new Error('src/core imported lit')
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Module specifiers of static imports, re-exports and dynamic imports. */
function importedModules(source: string): string[] {
  const found: string[] = []
  for (const m of source.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g))
    found.push(m[1] ?? '')
  for (const m of source.matchAll(/import\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1] ?? '')
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(m[1] ?? '')
  return found
}

function isForbidden(specifier: string): boolean {
  return forbidden.some((name) => specifier === name || specifier.startsWith(`${name}/`))
}

describe('src/core', () => {
  it('loads its whole public API with react, react-dom and lit mocked away', async () => {
    const core = await import('../../src/core/index')
    expect(Object.keys(core).length).toBeGreaterThan(10)
  })

  it('has no import of React, lit or their bindings in any source file', () => {
    const offenders = sourceFiles('src/core').flatMap((file) =>
      importedModules(readFileSync(file, 'utf8'))
        .filter(isForbidden)
        .map((spec) => `${file}: ${spec}`),
    )
    expect(offenders).toEqual([])
  })

  it('the import scanner itself recognises the forms it guards against', () => {
    const sample = `import React from 'react'\nimport { html } from "lit/html.js"\nexport * from 'react-dom/client'\nconst m = import('lit')\nimport 'react'`
    expect(importedModules(sample).filter(isForbidden).sort()).toEqual([
      'lit',
      'lit/html.js',
      'react',
      'react',
      'react-dom/client',
    ])
  })
})
