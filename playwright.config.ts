/**
 * Browser tests of the built site (tests/e2e). Three static builds are served:
 * - the sample catalog (content/) from dist/ on :4321, built by `npm run build`;
 * - a generated catalog from dist-e2e/ on :4322, built by `npm run build:e2e`: 120 products, all in
 *   Mobiles and Fashion & Travel (about 60 each, so their listings have a second page, and a few ended
 *   deals), every other category empty; seed 4 gives both ended deals and products without English text.
 * - a small hostile catalog (script payloads in product bodies and a static page) from dist-hostile/ on
 *   :4323, built by `npm run build:hostile`.
 * `npm run test:e2e` builds all three, then runs the tests.
 *
 * Which tests run at which width (tags, `test('…', { tag: '@both' }, …)` or on a `test.describe`):
 * - untagged: runs ONCE, in the `desktop` project (1440×900). Everything that does not depend on the
 *   width: data, URLs, files, storage, search, redirects, axe on page content, and the desktop-only UI
 *   (the Categories dropdown). Tests that try several widths themselves (setViewportSize) are untagged.
 * - `@both`: layout-dependent, runs in `desktop` and in `mobile` (375×812, touch): what a shopper sees
 *   placed or shown differently on a phone (sticky header, header search, language menu, skip link,
 *   the no-JS header, CLS of the search page).
 * - `@mobile`: exists on phones only (the mobile menu, the buy bar): runs in `mobile` only.
 * A new test is run-once unless it asserts something that differs between a phone and a desktop.
 * Uses Debian's Chromium (tests/e2e/support/chromium.ts; CHROMIUM_PATH to override); no browser is ever downloaded.
 * E2E_SAMPLE_PORT / E2E_FIXTURE_PORT / E2E_HOSTILE_PORT move the servers off 4321 / 4322 / 4323 when those are taken.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions as launchOptions } from './tests/e2e/support/chromium.ts';
import { FIXTURE_PORT, FIXTURE_URL, HOSTILE_PORT, HOSTILE_URL, SAMPLE_PORT, SAMPLE_URL } from './tests/e2e/support/urls.ts';

const CI = !!process.env.CI;

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
    // Recording a trace (snapshots and a screencast of every action) slows every test: only retries (CI) record one.
    trace: 'on-first-retry',
    // A worker keeps one browser context and tab from test to test, which Playwright resets in between
    // (cookies, HTTP cache, every visited origin's local and session storage, IndexedDB and service
    // workers, routes, init scripts, clock, viewport, emulation). Opening a tab starts a renderer
    // process, which cost more CPU than most of these tests spend on their pages (BENCHMARKS.md, "Test
    // suite"). A test whose test.use() changes another context option (service workers, permissions,
    // time zone, scripts off) gets a fresh context. Not reset: context.setOffline() (the offline tests go
    // back online at their end), permissions granted during a test (none is), and the tab's history
    // (tests compare history lengths before and after, never count from zero).
    reuseContext: true,
    // The site's service worker installs in every new context, and a search page has it fetch the
    // whole search index (hundreds of files for the sample catalog); tests about offline use,
    // navigation and history opt back in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // The shoppers' time zone, as the build's day is theirs (HOURS_BEHIND_UTC): on a UTC machine between
    // 00:00 and 03:00 the browser's day would run ahead of the page's, and every card would re-say its
    // dates after load. Tests about other zones set their own.
    timezoneId: 'America/Sao_Paulo',
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile\b/, use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', grep: /@both\b|@mobile\b/, use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true } },
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
