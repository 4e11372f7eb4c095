/**
 * New and deleted deal files in `npm run dev` (tools/content-errors/new-files.ts): a page opened right after
 * the file is saved shows the new deal, and one opened right after it is deleted says it is gone, without
 * the editor reloading.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_CONTENT_STORE } from '../../tools/content-errors/new-files.ts';
import { DEV_CATALOG_DIR, REPO_ROOT } from './urls.ts';

const SOURCE = path.join(DEV_CATALOG_DIR, 'products/pt/arranhador-para-gatos-com-toca-3-andares.md');
const ID = 'arranhador-novo-feito-a-mao';
const TITLE = 'Arranhador Novo Feito à Mão';
const file = path.join(DEV_CATALOG_DIR, 'products/pt', `${ID}.md`);

test('a deal file saved by hand shows at once; once deleted, its page says so', async ({ page }) => {
  // The hook waits for Astro to write its content store here: a store written elsewhere would leave it waiting.
  const store = path.join(REPO_ROOT, DEV_CONTENT_STORE);
  const storedAt = statSync(store).mtimeMs;
  try {
    writeFileSync(file, readFileSync(SOURCE, 'utf8').replace(/^title: .*$/m, `title: "${TITLE}"`));
    await page.goto(`/product/${ID}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    expect(statSync(store).mtimeMs, `${DEV_CONTENT_STORE} written with the new deal`).toBeGreaterThan(storedAt);

    rmSync(file);
    await page.goto(`/product/${ID}/`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produto não encontrado');
  } finally {
    rmSync(file, { force: true });
  }
});
