/** Where the dev-server tests (playwright.dev.config.ts) run their server and which catalog it edits. */
import path from 'node:path';
import { REPO_ROOT } from '../e2e/support/urls.ts';

export { REPO_ROOT, SAMPLE_CONTENT_DIR } from '../e2e/support/urls.ts';

/** Port of the dev server the editing-form tests start (E2E_DEV_PORT). */
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4324);

/** The dev server; 127.0.0.1 because the editing form binds the dev server there. */
export const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

/** The copy of the sample catalog the dev-server tests edit. */
export const DEV_CATALOG_DIR = path.join(REPO_ROOT, '.cache/catalog-dev-e2e');
