/**
 * The Chromium every browser test, screenshot and search bench drives: Debian's, never a downloaded one.
 * Debian's `chromium-headless-shell` (the old headless mode, the build Playwright itself uses headless)
 * starts a page in about a third of the time of the full browser's headless mode, so it is preferred
 * when installed (.ci/system-packages installs it); CHROMIUM_PATH overrides both. Lighthouse
 * (scripts/bench-pages.ts) keeps the full browser: it measures what a shopper's browser does.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);

/**
 * Nothing driven by this browser reaches the internet. Without the background-networking flags Chromium's
 * calls home are refused by a closed network, many at a time. The host rule fails every host at once
 * but localhost and 127.0.0.1 (it maps address literals too): the catalogs' store photos (remote CDNs)
 * otherwise waited on DNS, now and then for seconds, holding a page's `load` event; tests that need
 * those photos route them (photos.spec.ts).
 */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};
