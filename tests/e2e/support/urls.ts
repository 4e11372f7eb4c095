/** Where the two builds the browser tests need are served and written (see playwright.config.ts). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever folder the runner was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The sample catalog (content/), built into dist/. */
export const SAMPLE_URL = 'http://localhost:4321';

/** The generated 700-product catalog (.cache/catalog-e2e, no toys), built into dist-e2e/. */
export const FIXTURE_URL = 'http://localhost:4322';

/** Content root of the sample catalog. */
export const SAMPLE_CONTENT_DIR = path.join(REPO_ROOT, 'content');

/** Content root of the generated catalog, as `npm run build:e2e` writes it. */
export const FIXTURE_CONTENT_DIR = path.join(REPO_ROOT, '.cache/catalog-e2e');

/** Output folder of the sample build, as `npm run build` writes it. */
export const SAMPLE_DIST_DIR = path.join(REPO_ROOT, 'dist');
