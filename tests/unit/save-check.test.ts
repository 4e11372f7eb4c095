import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveProblems } from '../../tools/cms/save-check.ts';

// The form's save checked with content:check's code before anything is written (tools/cms/save-check.ts).
const ROOT = path.resolve('tests/fixtures/catalogs/good');
const NOW = new Date('2026-10-25T12:00:00Z');
const TV = 'products/pt/smart-tv-samsung-50.md';
const tv = readFileSync(path.join(ROOT, TV), 'utf8');
const bytes = (text: string) => new TextEncoder().encode(text);

/** A PNG header saying `side` × `side` pixels: enough for the size check, which reads the header. */
function pngOfSide(side: number): Uint8Array {
  const png = new Uint8Array(33);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(png.buffer).setUint32(16, side);
  new DataView(png.buffer).setUint32(20, side);
  png.set([8, 6, 0, 0, 0], 24);
  return png;
}

describe("the form's save check", () => {
  it('passes a valid entry (its twin and photo taken from the catalog)', async () => {
    expect(await saveProblems(ROOT, { additions: [{ path: TV, contents: bytes(tv.replace('price: 2199.9', 'price: 2099.9')) }], deletions: [] }, NOW)).toEqual(
      [],
    );
  });

  it("refuses a rule across fields, naming the file and the form's field", async () => {
    const other = tv.replace('https://www.magazineluiza.com.br/smart-tv-samsung/p/abc123/', 'https://www.amazon.com.br/dp/B0TESTE123');
    expect(await saveProblems(ROOT, { additions: [{ path: TV, contents: bytes(other) }], deletions: [] }, NOW)).toEqual([
      expect.stringMatching(
        /^products\/pt\/smart-tv-samsung-50\.md: Link de afiliado \(affiliateUrl\): points at www\.amazon\.com\.br, which is not an address of Magalu/,
      ),
    ]);
  });

  it('refuses a new photo over the size limit, naming npm run photo:fit', async () => {
    const photo = 'products/images/smart-tv-samsung-50/image.png';
    const entry = tv.replace('image: ../images/tv.svg', 'image: ../images/smart-tv-samsung-50/image.png');
    const problems = await saveProblems(
      ROOT,
      {
        additions: [
          { path: TV, contents: bytes(entry) },
          { path: photo, contents: pngOfSide(5000) },
        ],
        deletions: [],
      },
      NOW,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^Imagem: a foto enviada tem .* e 5000 px no lado maior; o limite é 1 MB e 2\.500 px .*npm run photo:fit/),
    );
  });

  it('leaves saves without a product file alone', async () => {
    expect(await saveProblems(ROOT, { additions: [], deletions: [{ path: TV }] }, NOW)).toEqual([]);
  });
});
