// What every site spec checks on a page besides its content: no CSP violation or uncaught error, no failed
// request it did not expect, and no axe-core violation.
import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/** CSP violations and uncaught errors the page reports from now on. */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Every console error, uncaught error and failed (≥ 400) response, except those `expected` matches. */
export function collectProblems(page: Page, expected: RegExp = /$^/): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected.test(response.url()))
      problems.push(`${response.status()} ${response.url()}`)
  })
  return problems
}

/** axe-core on the whole page: no violation, each named with the nodes it was found on. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}
