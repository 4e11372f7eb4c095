import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateCatalog } from '../../src/content/validate.ts';
import { RECORD_HEADER } from '../../src/content/published-prices.ts';

const NOW = new Date('2026-10-25T12:00:00Z');
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The good fixture catalog, the TV's price set to `price` (plus extra lines), the site having published 2199.90 and 2099.90. */
function catalog(price: string, extra = ''): string {
  root = mkdtempSync(path.join(tmpdir(), 'price-jump-'));
  cpSync(path.resolve('tests/fixtures/catalogs/good'), root, { recursive: true });
  const file = path.join(root, 'products/pt/smart-tv-samsung-50.md');
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .replace(/^price: .*$/m, `price: ${price}${extra}`)
      .replace(/^listPrice: .*\n/m, ''),
  );
  mkdirSync(path.join(root, 'published-prices'));
  const lines = [RECORD_HEADER, '@2026-10-01T04:00:00Z nightly', 'smart-tv-samsung-50\t2199.9', '@2026-10-10T04:00:00Z nightly', 'smart-tv-samsung-50\t2099.9'];
  writeFileSync(path.join(root, 'published-prices/2026-10.tsv'), `${lines.join('\n')}\n`);
  return root;
}

const priceErrors = async (dir: string) => (await validateCatalog(dir, { now: NOW })).errors.filter((p) => p.field === 'price' || p.field === 'confirmedPrice');

describe('a price far from what the site published for the deal', () => {
  it('is an error at ten times above or below, naming the published prices and the confirmation', async () => {
    expect(await priceErrors(catalog('21999'))).toEqual([
      expect.objectContaining({
        field: 'price',
        message: expect.stringMatching(/^is 21999, 10 times above the prices the site published for this deal \(2099\.9 to 2199\.9\).*confirmedPrice: 21999$/),
      }),
    ]);
    expect(await priceErrors(catalog('199.9'))).toEqual([expect.objectContaining({ message: expect.stringMatching(/^is 199\.9, 11 times below/) })]);
  });

  it('passes a real change, and a far price confirmed by repeating it', async () => {
    expect(await priceErrors(catalog('1499.9'))).toEqual([]);
    expect(await priceErrors(catalog('21999', '\nconfirmedPrice: 21999'))).toEqual([]);
    // A confirmation of another price does not cover this one.
    expect(await priceErrors(catalog('21999', '\nconfirmedPrice: 21990'))).toHaveLength(1);
  });
});
