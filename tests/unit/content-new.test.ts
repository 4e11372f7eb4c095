import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { englishScaffold, localIsoDate, portugueseScaffold } from '../../src/content/scaffold.ts';
import { productSchema } from '../../src/content/schema.ts';
import { parseMarkdown, validateCatalog } from '../../src/content/validate.ts';
import { PROSE_FIELDS as TEXT_FIELDS } from '../../src/content/check/read.ts';

const temp = mkdtempSync(path.join(os.tmpdir(), 'content-new-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const options = { id: 'fone-jbl-tune-520bt', category: 'electronics', today: '2026-11-22' } as const;
/** The check runs on the scaffold's "today" too, so its dates never look stale. */
const checkOptions = { now: new Date(`${options.today}T12:00:00Z`) };

/** Writes a catalog holding one product (pt and optionally en) plus the image the filled scaffold names. */
function catalogWith(name: string, pt: string, en?: string): string {
  const root = path.join(temp, name);
  for (const dir of ['pt', 'en', 'images']) mkdirSync(path.join(root, 'products', dir), { recursive: true });
  writeFileSync(path.join(root, 'products/images/fone.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"/>');
  writeFileSync(path.join(root, `products/pt/${options.id}.md`), pt);
  if (en !== undefined) writeFileSync(path.join(root, `products/en/${options.id}.md`), en);
  return root;
}

// What an editor does: replace the empty values, uncomment the optional fields, write a description.
function fillPortuguese(text: string): string {
  return text
    .replace('title: ""', 'title: "Fone de Ouvido Bluetooth JBL Tune 520BT"')
    .replace('summary: ""', 'summary: "Fone sem fio com até 57 horas de bateria e conexão multiponto."')
    .replace('  - ""', '  - "Até 57 horas de bateria"')
    .replace('price: #', 'price: 229.90 #')
    .replace('# listPrice:', 'listPrice:')
    .replace('merchant: ""', 'merchant: "Amazon"')
    .replace('affiliateUrl: ""', 'affiliateUrl: "https://www.amazon.com.br/dp/B0BT9CXXXX"')
    .replace('image: ""', 'image: "../images/fone.svg"')
    .replace('imageAlt: ""', 'imageAlt: "Fone de ouvido preto"')
    .replace('# rating:', 'rating:')
    .replace('# reviewCount:', 'reviewCount:')
    .replace('# expiresAt:', 'expiresAt:')
    .replace('# coupon:', 'coupon:')
    .replace('# brand: ""', 'brand: "JBL"')
    .replace('tags: []', 'tags: [fone, bluetooth]')
    .replace(/<!--.*-->/, 'O **JBL Tune 520BT** entrega o som JBL Pure Bass.');
}

function fillEnglish(text: string): string {
  return text
    .replace('title: ""', 'title: "JBL Tune 520BT Bluetooth Headphones"')
    .replace('summary: ""', 'summary: "Wireless headphones with up to 57 hours of battery."')
    .replace('  - ""', '  - "Up to 57 hours of battery"')
    .replace(/<!--.*-->/, 'The **JBL Tune 520BT** delivers JBL Pure Bass sound.');
}

describe('scaffolds', () => {
  it('name every field of the schema, each with a comment; text fields have theirs on the line above', () => {
    const text = portugueseScaffold(options);
    for (const field of Object.keys(productSchema(z.string()).shape)) {
      const after = new RegExp(`^(# )?${field}: .*# \\S`, 'm');
      const above = new RegExp(`^# ${field}\\b.*\\S.*\\n(# )?${field}:`, 'm');
      expect(text, field).toMatch(TEXT_FIELDS.has(field) ? above : after);
      if (TEXT_FIELDS.has(field)) expect(text, field).not.toMatch(after);
    }
  });

  it('keep what an editor types without quotes, whole: no help text follows a text value', async () => {
    const typed = fillPortuguese(portugueseScaffold(options))
      .replace('title: "Fone de Ouvido Bluetooth JBL Tune 520BT"', 'title: Fone de Ouvido Bluetooth JBL Tune 520BT')
      .replace('imageAlt: "Fone de ouvido preto"', 'imageAlt: Fone de ouvido preto')
      .replace('merchant: "Amazon"', 'merchant: Amazon');
    const report = await validateCatalog(
      catalogWith('unquoted', typed, fillEnglish(englishScaffold(options)).replace('title: "JBL', 'title: JBL').replace('Headphones"', 'Headphones')),
      checkOptions,
    );
    expect(report.errors).toEqual([]);
    expect(parseMarkdown(typed).data).toMatchObject({ title: 'Fone de Ouvido Bluetooth JBL Tune 520BT', imageAlt: 'Fone de ouvido preto', merchant: 'Amazon' });
  });

  it('say how to write no highlights in a way the check accepts', async () => {
    const none = fillPortuguese(portugueseScaffold(options)).replace(/highlights:\n {2}- .*\n/, 'highlights: []\n');
    expect((await validateCatalog(catalogWith('no-highlights', none, fillEnglish(englishScaffold(options))), checkOptions)).errors).toEqual([]);
    expect(portugueseScaffold(options)).toContain('sem nenhum, escreva highlights: []');
    expect(englishScaffold(options)).toContain('sem nenhum, escreva highlights: []');
  });

  it('default to today for dates and to the chosen category', () => {
    const data = parseMarkdown(portugueseScaffold(options)).data as Record<string, unknown>;
    expect(data).toMatchObject({
      category: 'electronics',
      currency: 'BRL',
      publishedAt: '2026-11-22',
      priceCheckedAt: '2026-11-22',
      featured: false,
      popularity: 0,
    });
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('fail the check until the editor fills them in, naming each empty field', async () => {
    const report = await validateCatalog(catalogWith('unfilled', portugueseScaffold(options), englishScaffold(options)), checkOptions);
    const fields = report.errors.filter((e) => e.file.includes('/pt/')).map((e) => e.field);
    expect(fields).toEqual(['title', 'summary', 'highlights.0', 'price', 'merchant', 'affiliateUrl', 'image', 'imageAlt']);
    expect(report.errors.find((e) => e.field === 'price')?.message).toMatch(/^is empty; must be a number/);
    expect(report.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/empty body/), expect.stringMatching(/empty body/)]);
  });

  it('pass the check once filled in, optional fields included', async () => {
    const report = await validateCatalog(
      catalogWith('filled', fillPortuguese(portugueseScaffold(options)), fillEnglish(englishScaffold(options))),
      checkOptions,
    );
    // The scaffold's expiresAt example is today, so the deal is listed as ending (its last day is today).
    expect(report).toEqual({ errors: [], warnings: [], endings: [expect.objectContaining({ daysLeft: 0 })], scheduled: [], productCount: 1, clock: [] });
  });
});

// Each test starts node on the script: a second or more each on a busy two-core machine.
describe('content:new CLI', { timeout: 30_000 }, () => {
  const run = (root: string, ...args: string[]) =>
    spawnSync(process.execPath, ['scripts/content-new.ts', ...args], { encoding: 'utf8', env: { ...process.env, CONTENT_DIR: root } });

  it('writes the Portuguese and English files and prints their paths', () => {
    const root = path.join(temp, 'cli');
    const result = run(root, '--id', 'caixa-de-som', '--category', 'electronics', '--en');
    expect(result.status).toBe(0);
    const pt = path.join(root, 'products/pt/caixa-de-som.md');
    const en = path.join(root, 'products/en/caixa-de-som.md');
    expect(result.stdout).toContain(path.relative(process.cwd(), pt));
    expect(result.stdout).toContain(path.relative(process.cwd(), en));
    expect(readFileSync(pt, 'utf8')).toBe(portugueseScaffold({ id: 'caixa-de-som', category: 'electronics', today: localIsoDate(new Date()) }));
    expect(readFileSync(en, 'utf8')).toBe(englishScaffold({ id: 'caixa-de-som' }));
  });

  it('refuses to overwrite an existing file', () => {
    const root = path.join(temp, 'existing');
    mkdirSync(path.join(root, 'products/pt'), { recursive: true });
    writeFileSync(path.join(root, 'products/pt/tv.md'), 'mine');
    const result = run(root, '--id', 'tv', '--category', 'electronics', '--en');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/tv\.md already exists; nothing was written/);
    expect(readFileSync(path.join(root, 'products/pt/tv.md'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(root, 'products/en/tv.md'))).toBe(false);
  });

  it('refuses an unsafe id or an unknown category, writing nothing', () => {
    const root = path.join(temp, 'refused');
    const badId = run(root, '--id', 'Fone JBL', '--category', 'electronics');
    expect(badId.status).toBe(1);
    expect(badId.stderr).toMatch(/--id "Fone JBL" is not a safe id.*"fone-jbl"/);
    const badCategory = run(root, '--id', 'fone', '--category', 'gadgets');
    expect(badCategory.status).toBe(1);
    expect(badCategory.stderr).toMatch(/--category "gadgets" is not a category key; use one of: electronics/);
    expect(existsSync(root)).toBe(false);
  });

  it('prints usage without arguments', () => {
    const result = run(path.join(temp, 'usage'));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run content:new -- --id my-product --category electronics \[--en\]/);
  });
});
