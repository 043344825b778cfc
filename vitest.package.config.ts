import { defineConfig } from 'vitest/config'

// The packed-package check (tests/package): run after the build, on its own (`npm run test:package`).
export default defineConfig({
  test: {
    include: ['tests/package/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
})
