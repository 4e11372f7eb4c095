/**
 * The editing form (/keystatic in `npm run dev`): a deal created through it is a product file that
 * `content:check` passes, written the way an editor writes one by hand, and the dev server shows its page.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import matter from 'gray-matter';
import { DEV_CATALOG_DIR, REPO_ROOT, SAMPLE_CONTENT_DIR } from './urls.ts';

const ID = 'panela-de-pressao-teste';
const TITLE = 'Panela de Pressão Teste #1 em vendas';
const BODY = 'Fecha com trava dupla e cozinha feijão em 20 minutos.';
const productFile = path.join(DEV_CATALOG_DIR, 'products/pt', `${ID}.md`);

/** Picks an option of one of the form's selects (a button opening a list box). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a deal created in the form is a valid product file, shown by the dev server', async ({ page, context }) => {
  await page.goto('/keystatic/collection/productsPt/create');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(TITLE);
  await page.getByRole('textbox', { name: /^Id / }).fill(ID);
  await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('Panela de pressão de alumínio com válvula de segurança e cabo que não esquenta.');
  await choose(page, 'Categoria', 'Casa e Jardim');
  // Brazilian editors write 1.299,90: the form reads it in their locale, the file gets a plain number.
  await page.getByRole('textbox', { name: 'Preço', exact: true }).fill('1.299,90');
  await page.getByRole('textbox', { name: /^Preço antes/ }).fill('1599');
  await choose(page, 'Loja parceira', 'Magalu');
  await page.getByRole('textbox', { name: 'Link de afiliado' }).fill('https://www.magazineluiza.com.br/panela-de-pressao/p/123/');
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /^(Choose file|Escolher arquivo)$/ })
    .first()
    .click();
  await (await chooser).setFiles(path.join(SAMPLE_CONTENT_DIR, 'products/images/cookware.svg'));
  await page.getByRole('textbox', { name: 'Texto alternativo da imagem' }).fill('Ilustração de uma panela de pressão prateada');
  await page.locator('[contenteditable="true"]').fill(BODY);
  await page.getByRole('button', { name: 'Criar' }).click();

  await expect.poll(() => existsSync(productFile)).toBe(true);
  const { data, content } = matter(readFileSync(productFile, 'utf8'));
  expect(content.trim()).toBe(BODY);
  expect(data).toMatchObject({ title: TITLE, category: 'home-garden', price: 1299.9, listPrice: 1599, merchant: 'Magalu', currency: 'BRL' });
  expect(data.image).toMatch(new RegExp(`^\\.\\./images/${ID}/image\\.svg$`));
  expect(existsSync(path.join(DEV_CATALOG_DIR, 'products', data.image.slice(3)))).toBe(true);

  const check = await promisify(execFile)('node', ['scripts/content-check.ts', '--verbose'], {
    cwd: REPO_ROOT,
    env: { ...process.env, CONTENT_DIR: DEV_CATALOG_DIR },
  });
  const aboutTheFile = check.stdout.split('\n').filter((line) => line.includes(`${ID}.md`));
  expect(aboutTheFile.filter((line) => !line.includes('has no English file'))).toEqual([]);

  // A tab of its own: the form's tab may still be reloading after the save.
  const shopper = await context.newPage();
  await shopper.goto(`/product/${ID}/`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(shopper.getByText(BODY)).toBeVisible();
});
