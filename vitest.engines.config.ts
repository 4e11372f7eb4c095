import { defineConfig } from 'vitest/config';

/**
 * The engine tests (tests/engines): Firefox and WebKit against the built sample site, run by
 * `npm run test:engines` after the Playwright tests. One file, so each engine's browser is started once.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    reporters: ['default'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
