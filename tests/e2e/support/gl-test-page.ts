// A blank page with one canvas and the block graph's GL layer (src/widgets/block-graph/gl) bundled by
// esbuild as the global `GlTest`, for tests of the renderer alone (no element, no server).
import type { Page } from '@playwright/test'
import { build } from 'esbuild'
import type * as GlTestEntry from './gl-test-entry'

export type GlModule = typeof GlTestEntry

let bundle: Promise<string> | undefined

/** The GL layer as one IIFE script defining `window.GlTest` (built once per worker). */
export function glBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: ['tests/e2e/support/gl-test-entry.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'GlTest',
    target: 'es2022',
    write: false,
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return bundle
}

/** Opens a page holding `<canvas id="graph">` of `size` CSS px (after `marginTop` px) and the GL layer. */
export async function openGlPage(page: Page, size = 400, marginTop = 0): Promise<void> {
  await page.setContent(
    `<!doctype html><html><body style="margin:0">
     <canvas id="graph" style="display:block;width:${size}px;height:${size}px;margin-top:${marginTop}px"></canvas>
     </body></html>`,
  )
  await page.addScriptTag({ content: await glBundle() })
}
