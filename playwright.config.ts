import { defineConfig } from '@playwright/test'

// Widget tests run in Debian's Chromium (no browser download); WebGL works through SwiftShader.
export default defineConfig({
  testDir: 'tests/e2e',
  // One first start per simulation setting per run; live servers resume copies (support/live-templates.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  timeout: 60_000,
  workers: 1,
  retries: 0,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
