/**
 * The storefront in Firefox (ESR) and WebKit (WebKitGTK), the engines Playwright's Chromium does not
 * cover, against the built sample site: one browser session per engine, reused by every test (starting
 * a browser costs more than most tests). Each engine is skipped, saying which packages it lacks, where
 * they are not installed (.ci/system-packages installs them). Run by `npm run test:engines`
 * (`ENGINES=webkit` or `ENGINES=firefox` for one engine), after a build of the sample into dist/.
 */
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { SAMPLE_PORT } from '../e2e/support/urls.ts';
import { cardLayoutTests } from './card-layout.ts';
import { offlineTests } from './offline.ts';
import { smokeTests } from './smoke.ts';
import { missingPackages, startEngine, type EngineName, type EngineSession } from './support/engines.ts';
import { preview, type Preview } from './support/preview.ts';

const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];
const chosen = process.env.ENGINES ? ENGINES.filter((engine) => process.env.ENGINES!.split(',').includes(engine)) : ENGINES;

// Started only when an engine can run, so a machine without the browsers skips without a build.
let server: Preview | undefined;
beforeAll(async () => {
  if (chosen.some((engine) => missingPackages(engine).length === 0)) server = await preview(SAMPLE_PORT, 'dist', { reuse: !process.env.CI });
});
afterAll(() => server?.stop());

for (const engine of chosen) {
  const missing = missingPackages(engine);
  if (missing.length)
    console.warn(`Skipping the ${engine} tests: ${missing.join(', ')} not installed (apt-get install ${missing.join(' ')}, or .ci/system-packages).`);

  describe.skipIf(missing.length > 0)(engine, () => {
    let session: EngineSession | undefined;
    beforeAll(async () => {
      session = await startEngine(engine);
      await session.setViewport(1440, 900);
    });
    afterAll(() => session?.close());
    // What a shopper would not see but a broken page shows first.
    afterEach(async () => {
      if (session) expect(await session.takeConsoleErrors(), `${engine}: console errors`).toEqual([]);
    });
    const current = () => session!;
    const base = () => server!.url;
    smokeTests(current, base);
    cardLayoutTests(current, base);
    offlineTests(current);
  });
}
