/**
 * Browser tests of `npm run dev` itself (tests/e2e-dev): the editing form at /keystatic, which exists in
 * the dev server only. Separate from playwright.config.ts because they need a dev server, not a built site,
 * and run once, at one width. The server edits a fresh copy of the sample catalog (DEV_CATALOG_DIR), made
 * here before it starts, so a test never writes into content/. `npm run test:e2e` runs these after the rest.
 * E2E_DEV_PORT moves the server off 4324.
 */
import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';
import { DEV_CATALOG_DIR, DEV_PORT, DEV_URL, SAMPLE_CONTENT_DIR } from './tests/e2e-dev/urls.ts';

// Workers load this file again; only the runner, before the server starts, makes the copy.
if (!process.env.TEST_WORKER_INDEX) {
  rmSync(DEV_CATALOG_DIR, { recursive: true, force: true });
  cpSync(SAMPLE_CONTENT_DIR, DEV_CATALOG_DIR, { recursive: true });
}

export default defineConfig({
  testDir: 'tests/e2e-dev',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: DEV_URL,
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
    trace: 'on-first-retry',
  },
  webServer: {
    command: `npx astro dev --port ${DEV_PORT}`,
    env: { CONTENT_DIR: DEV_CATALOG_DIR },
    url: `${DEV_URL}/`,
    // A server started by hand would be editing some other catalog (content/ itself, most likely).
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
