/**
 * Content errors where the editor looks (tools/content-errors): in `npm run dev`, a product file saved
 * with a bad price shows the checker's error in the browser, naming file, field and fix, in Portuguese
 * chrome, one error per entry, the file's lines around the line it names and no stack trace, on pages
 * opened afterwards too; saving the fix clears it and the page shows the new price. Also what a save costs
 * until the browser shows it (printed; BENCHMARKS.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_CATALOG_DIR } from './urls.ts';

const ID = 'arranhador-para-gatos-com-toca-3-andares';
const file = path.join(DEV_CATALOG_DIR, 'products/pt', `${ID}.md`);
const shownFile = `.cache/catalog-dev-e2e/products/pt/${ID}.md`;

test('a bad price shows in the browser with file, field and fix; the fix clears it and updates the page', async ({ page }) => {
  const original = readFileSync(file, 'utf8');
  const withPrice = (price: string) => original.replace(/^price: .*$/m, `price: ${price}`);
  try {
    await page.goto(`/product/${ID}/`);
    await expect(page.locator('top-ofertas-content-errors')).toHaveCount(0);

    writeFileSync(file, withPrice('"1.299,90"'));
    const panel = page.getByRole('alertdialog');
    await expect(panel).toContainText(`${shownFile} · price`, { timeout: 15_000 });
    await expect(panel).toContainText('must be a number such as 1299.90, not text ("1.299,90"');
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText('1 erro no conteúdo: o site mostra a última versão válida até a correção');
    await expect(panel).not.toContainText(/stack|<br>/i);
    // The message names no line: no code frame rather than one at line 1.
    await expect(panel.locator('pre')).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Abrir esta oferta no formulário' })).toHaveAttribute('href', `/keystatic/collection/productsPt/item/${ID}`);

    // A page opened while the error stands shows it too; a message naming its line gets the file's lines around it.
    writeFileSync(file, withPrice('2.500').replace(/^title: .*$/m, 'title: 12'));
    await page.goto(`/en/product/${ID}/`);
    await expect(panel.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
    const line =
      withPrice('2.500')
        .split('\n')
        .findIndex((l) => l.startsWith('price:')) + 1;
    await expect(panel.locator('pre .named')).toHaveText(`${String(line).padStart(4)} | price: 2.500`);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    const saved = Date.now();
    writeFileSync(file, withPrice('123.45'));
    await expect(page.locator('top-ofertas-content-errors')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(/123[.,]45/).first()).toBeVisible({ timeout: 15_000 });
    console.log(`save to browser, fix of a content error: ${Date.now() - saved} ms`);
  } finally {
    writeFileSync(file, original);
  }
});

test('a file written in two pieces is read whole', async ({ page }) => {
  const original = readFileSync(file, 'utf8');
  const changed = original.replace(/^price: .*$/m, 'price: 111.11');
  try {
    await page.goto(`/product/${ID}/`);
    // The first half ends inside the front matter: read alone, it is a broken file.
    const cut = changed.indexOf('merchant:');
    const saved = Date.now();
    writeFileSync(file, changed.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, 15));
    writeFileSync(file, changed);
    await expect(page.getByText(/111[.,]11/).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('top-ofertas-content-errors')).toHaveCount(0);
    console.log(`save to browser, a deal's new price: ${Date.now() - saved} ms`);
  } finally {
    writeFileSync(file, original);
  }
});
