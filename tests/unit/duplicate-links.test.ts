/** content:check warns when two live deals' store links open one product (a copied file whose link stayed). */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productLink } from '../../src/content/check/duplicate-links.ts';
import { validateCatalog } from '../../src/content/validate.ts';

const NOW = new Date('2026-10-25T12:00:00Z');

describe('productLink: a store link as the store reads it', () => {
  it('leaves out utm_*, the store’s tracking and click parameters, the fragment, www., a trailing slash and parameter order', () => {
    const plain = productLink('https://www.amazon.com.br/dp/B0C1234567', 'Amazon');
    for (const url of [
      'https://amazon.com.br/dp/B0C1234567/',
      'https://www.amazon.com.br/dp/B0C1234567?tag=outro-20&utm_source=zap&utm_medium=social',
      'https://WWW.Amazon.com.br/dp/B0C1234567/ref=sr_1_3?linkCode=ll1&linkId=abc#reviews',
    ])
      expect(productLink(url, 'Amazon'), url).toBe(plain);
    expect(productLink('https://produto.mercadolivre.com.br/MLB-123-fone?matt_tool=99&matt_word=x&b=2&a=1', 'Mercado Livre')).toBe(
      productLink('https://produto.mercadolivre.com.br/MLB-123-fone?a=1&b=2', 'Mercado Livre'),
    );
  });

  it('keeps what chooses the product: the path, other parameters (a colour, a size), the host', () => {
    const base = 'https://www.kabum.com.br/produto/123/fone';
    expect(productLink(`${base}?cor=preto`, 'KaBuM!')).not.toBe(productLink(`${base}?cor=branco`, 'KaBuM!'));
    expect(productLink(base, 'KaBuM!')).not.toBe(productLink('https://www.kabum.com.br/produto/124/fone', 'KaBuM!'));
    // Only Amazon writes its attribution in the path.
    expect(productLink(`${base}/ref=x`, 'KaBuM!')).not.toBe(productLink(base, 'KaBuM!'));
  });
});

describe('content:check on two deals with one store link', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The good fixture catalog with a copy of its book deal as `id`, edited by `change`. */
  function catalogWithCopy(id: string, change: (text: string) => string = (t) => t): string {
    root = mkdtempSync(path.join(tmpdir(), 'duplicate-links-'));
    cpSync(path.resolve('tests/fixtures/catalogs/good'), root, { recursive: true });
    const source = readFileSync(path.join(root, 'products/pt/livro-clean-code.md'), 'utf8');
    writeFileSync(path.join(root, 'products/pt', `${id}.md`), change(source));
    cpSync(path.join(root, 'products/en/livro-clean-code.md'), path.join(root, 'products/en', `${id}.md`));
    return root;
  }
  const shown = (id: string) => path.relative(process.cwd(), path.join(root, 'products/pt', `${id}.md`));

  it('warns on the copy, naming both files, also when only tracking parameters differ', async () => {
    catalogWithCopy('livro-refactoring', (t) =>
      t.replace(/^affiliateUrl: (.*)$/m, 'affiliateUrl: https://amazon.com.br/dp/8576082675/?tag=x-20&utm_campaign=bf#top'),
    );
    const report = await validateCatalog(root, { now: NOW });
    expect(report.errors).toEqual([]);
    const warnings = report.warnings.filter((w) => w.field === 'affiliateUrl');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.file).toBe(shown('livro-refactoring'));
    expect(warnings[0]!.message).toContain(shown('livro-clean-code'));
    expect(warnings[0]!.message).toMatch(/opens the same product as .*amazon\.com\.br\/dp\/8576082675 once tracking parameters are left out.*own link/);
  });

  it('says nothing when the copy has its own link, or when one of the two deals has ended', async () => {
    catalogWithCopy('livro-refactoring', (t) => t.replace(/^affiliateUrl: (.*)$/m, 'affiliateUrl: https://www.amazon.com.br/dp/8576082676'));
    expect((await validateCatalog(root, { now: NOW })).warnings.filter((w) => w.field === 'affiliateUrl')).toEqual([]);
    rmSync(root, { recursive: true, force: true });
    catalogWithCopy('livro-refactoring', (t) => t.replace(/^publishedAt: .*$/m, (line) => `${line}\nexpiresAt: 2026-10-20`));
    expect((await validateCatalog(root, { now: NOW })).warnings.filter((w) => w.field === 'affiliateUrl')).toEqual([]);
  });
});
