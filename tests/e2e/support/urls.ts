/** Where the three builds the browser tests need are served and written (see playwright.config.ts). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever folder the runner was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Port of the sample build's preview server (E2E_SAMPLE_PORT, e.g. when 4321 is busy). */
export const SAMPLE_PORT = Number(process.env.E2E_SAMPLE_PORT ?? 4321);

/** Port of the fixture build's preview server (E2E_FIXTURE_PORT). */
export const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4322);

/** Port of the hostile catalog's preview server (E2E_HOSTILE_PORT). */
export const HOSTILE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? 4323);

/** The sample catalog (content/), built into dist/. */
export const SAMPLE_URL = `http://localhost:${SAMPLE_PORT}`;

/** The generated catalog (.cache/catalog-e2e: Mobiles and Fashion & Travel only), built into dist-e2e/. */
export const FIXTURE_URL = `http://localhost:${FIXTURE_PORT}`;

/** The hostile catalog (tests/fixtures/catalogs/hostile: script payloads in bodies), built into dist-hostile/. */
export const HOSTILE_URL = `http://localhost:${HOSTILE_PORT}`;

/** Content root of the sample catalog. */
export const SAMPLE_CONTENT_DIR = path.join(REPO_ROOT, 'content');

/** Content root of the generated catalog, as `npm run build:e2e` writes it. */
export const FIXTURE_CONTENT_DIR = path.join(REPO_ROOT, '.cache/catalog-e2e');

/** Output folder of the sample build, as `npm run build` writes it. */
export const SAMPLE_DIST_DIR = path.resolve(REPO_ROOT, process.env.E2E_SAMPLE_DIST ?? 'dist');

/** HTTPS port of the real-nginx test (tests/e2e/nginx.spec.ts, E2E_NGINX_PORT; 4324 is the dev server's); its plain-HTTP server listens on the next one. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4326);

/** Port of the engine tests' own preview of the sample build, stopped to go offline (tests/engines, E2E_OFFLINE_PORT). */
export const OFFLINE_PORT = Number(process.env.E2E_OFFLINE_PORT ?? 4328);

/** Pagefind's entry script, whatever build tag its address carries (`pagefind.js?v=…`). */
export const PAGEFIND_ENTRY = /\/pagefind\/pagefind\.js(?:\?|$)/;
