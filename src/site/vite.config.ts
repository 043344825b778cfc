// The explorer site: a Vite app in src/site built to dist/site. In development /api is proxied to the
// embedded server; the production page carries a strict CSP (no inline script, no eval).
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import { formatjsForBrowser, precompiledMessages } from '../../scripts/browser-intl-plugins'
import { SITE_CSP } from './content-security-policy'

const here = fileURLToPath(new URL('.', import.meta.url))
const server = process.env['MEMPOOL_API'] ?? 'http://127.0.0.1:8999'

/** Production only: the dev server needs inline scripts for hot reload. The server sends the same policy. */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'site-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: SITE_CSP },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/** Bitcoin libraries the core imports for rules a page may not use: without side effects, unused parts drop out. */
const PURE_PACKAGES =
  /\/node_modules\/(bitcoinjs-lib|bip174|uint8array-tools|varuint-bitcoin|base-x|bs58|bs58check|bech32|@noble\/hashes)\//

/** Production only: the library's browser FormatJS (precompiled messages) and side-effect-free Bitcoin packages. */
function browserBundle(): Plugin[] {
  return [
    { ...(formatjsForBrowser() as unknown as Plugin), apply: 'build', enforce: 'pre' },
    { ...(precompiledMessages() as unknown as Plugin), apply: 'build' },
    {
      name: 'site-pure-packages',
      apply: 'build',
      transform: (_code, id) => (PURE_PACKAGES.test(id) ? { moduleSideEffects: false } : null),
    },
  ]
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), contentSecurityPolicy(), ...browserBundle()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/site', import.meta.url)),
    emptyOutDir: true,
    // bench/80-site.ts reads each page's chunks from it
    manifest: true,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: server, ws: true },
      '^/(testnet|testnet4|signet|regtest)/api': { target: server, ws: true },
    },
  },
})
