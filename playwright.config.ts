/**
 * Browser tests of the built site (tests/e2e). Three static builds are served:
 * - the sample catalog (content/) from dist/ on :4321, built by `npm run build`;
 * - a generated 700-product catalog from dist-e2e/ on :4322, built by `npm run build:e2e`.
 * - a small hostile catalog (script payloads in product bodies and a static page) from dist-hostile/ on
 *   :4323, built by `npm run build:hostile`.
 * `npm run test:e2e` builds all three, then runs every test at a desktop and a phone width.
 * Uses Debian's Chromium (CHROMIUM_PATH to override); no browser is ever downloaded.
 * E2E_SAMPLE_PORT / E2E_FIXTURE_PORT / E2E_HOSTILE_PORT move the servers off 4321 / 4322 / 4323 when those are taken.
 */
import { defineConfig } from '@playwright/test';
import { FIXTURE_PORT, FIXTURE_URL, HOSTILE_PORT, HOSTILE_URL, SAMPLE_PORT, SAMPLE_URL } from './tests/e2e/support/urls.ts';

const CI = !!process.env.CI;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: SAMPLE_URL,
    launchOptions,
    trace: 'retain-on-failure',
    // The site's service worker caches hundreds of files in every new context; tests about offline
    // use, navigation and history opt back in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true } },
  ],
  webServer: [
    {
      command: `npx astro preview --port ${SAMPLE_PORT} --ignore-lock`,
      url: `${SAMPLE_URL}/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      command: `OUT_DIR=dist-e2e npx astro preview --port ${FIXTURE_PORT} --ignore-lock`,
      url: `${FIXTURE_URL}/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      command: `OUT_DIR=dist-hostile npx astro preview --port ${HOSTILE_PORT} --ignore-lock`,
      url: `${HOSTILE_URL}/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
  ],
});
