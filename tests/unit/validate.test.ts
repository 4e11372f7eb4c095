import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FrontMatterError, formatProblem, parseMarkdown, validateCatalog, type CatalogReport, type Problem } from '../../src/content/validate.ts';
import { MAX_CONTENT_FILE_BYTES } from '../../src/content/limits.ts';

// Fixtures live on disk so editors can open them; each folder is one catalog with one kind of mistake.
const FIXTURES = 'tests/fixtures/catalogs';
// "Today" of every fixture check: the fixtures' prices were checked shortly before it, so none is stale.
const FIXTURE_TODAY = '2026-10-25';
const NOW = new Date(`${FIXTURE_TODAY}T12:00:00Z`);
const check = (name: string): Promise<CatalogReport> => validateCatalog(path.resolve(FIXTURES, name), { now: NOW });
const fileOf = (name: string, rel: string) => `${FIXTURES}/${name}/products/${rel}`;

/** A matcher for one problem: exact file and field, message matching `message`. */
const problem = (file: string, field: string, message: RegExp): Problem =>
  expect.objectContaining({ file, field, message: expect.stringMatching(message) }) as unknown as Problem;

describe('validateCatalog on a good catalog', () => {
  it('finds no errors and no warnings and counts the products', async () => {
    const report = await check('good');
    expect(report).toEqual({ errors: [], warnings: [], endings: [], scheduled: [], productCount: 2, clock: [] });
  });
});

describe('validateCatalog reports each kind of mistake with file, field and message', () => {
  it('malformed YAML, saying where', async () => {
    const { errors } = await check('malformed-yaml');
    expect(errors).toEqual([
      problem(fileOf('malformed-yaml', 'pt/broken-yaml.md'), '-', /not valid YAML at line 3, column \d+: .*quotes/),
      problem(fileOf('malformed-yaml', 'pt/unclosed-front-matter.md'), '-', /never closed/),
    ]);
  });

  it('a missing required field', async () => {
    const { errors } = await check('missing-field');
    expect(errors).toEqual([problem(fileOf('missing-field', 'pt/missing-price.md'), 'price', /^is required; must be a number/)]);
  });

  it('an unknown category, naming the value found and the valid keys', async () => {
    const { errors } = await check('unknown-category');
    expect(errors).toEqual([
      problem(
        fileOf('unknown-category', 'pt/unknown-category.md'),
        'category',
        /^"gadgets" is not a category key; write one of: electronics \(Eletrônicos\), .*toys \(Brinquedos e Jogos\)$/,
      ),
    ]);
  });

  it('non-https and javascript: URLs, for links and images', async () => {
    const { errors } = await check('unsafe-url');
    expect(errors).toEqual([
      problem(fileOf('unsafe-url', 'pt/http-link.md'), 'affiliateUrl', /https:\/\//),
      problem(fileOf('unsafe-url', 'pt/javascript-image.md'), 'image', /"javascript:alert\(1\)" is refused.*https:\/\//),
      problem(fileOf('unsafe-url', 'pt/javascript-link.md'), 'affiliateUrl', /https:\/\//),
    ]);
  });

  it('negative and non-numeric prices', async () => {
    const { errors } = await check('bad-price');
    expect(errors).toEqual([
      problem(fileOf('bad-price', 'pt/negative-price.md'), 'price', /cannot be negative/),
      problem(fileOf('bad-price', 'pt/text-price.md'), 'price', /must be a number such as 1299\.90/),
    ]);
  });

  it('a list price below the price', async () => {
    const { errors } = await check('list-price-below');
    expect(errors).toEqual([problem(fileOf('list-price-below', 'pt/list-price-below.md'), 'listPrice', /\(80\) is below price \(100\)/)]);
  });

  it('invalid and impossible dates, which YAML would otherwise roll over', async () => {
    const { errors } = await check('bad-dates');
    expect(errors).toEqual([
      problem(fileOf('bad-dates', 'pt/impossible-date.md'), 'publishedAt', /"2026-02-30" is not a real date/),
      problem(fileOf('bad-dates', 'pt/impossible-time.md'), 'expiresAt', /"2026-12-31T25:00" is not a real date/),
      problem(fileOf('bad-dates', 'pt/invalid-date.md'), 'priceCheckedAt', /"20\/10\/2026" is not a real date; write it as YYYY-MM-DD/),
    ]);
  });

  it('expiresAt before publishedAt', async () => {
    const { errors } = await check('expires-before-published');
    expect(errors).toEqual([problem(fileOf('expires-before-published', 'pt/expires-before-published.md'), 'expiresAt', /before publishedAt/)]);
  });

  it('duplicate ids by case and by folder, and files in subfolders', async () => {
    const { errors } = await check('duplicate-id');
    const original = fileOf('duplicate-id', 'pt/fone-jbl.md');
    expect(errors).toEqual([
      problem(fileOf('duplicate-id', 'pt/Fone-JBL.md'), '-', /not a safe product id/),
      problem(fileOf('duplicate-id', 'pt/Fone-JBL.md'), '-', new RegExp(`duplicate id "Fone-JBL": ${original} already uses it`)),
      problem(fileOf('duplicate-id', 'pt/ofertas/fone-jbl.md'), '-', /is in a subfolder of products\/pt\/.*move it/),
      problem(fileOf('duplicate-id', 'pt/ofertas/fone-jbl.md'), '-', new RegExp(`duplicate id "fone-jbl": ${original} already uses it`)),
    ]);
  });

  it('ids that are not safe slugs, suggesting one', async () => {
    const { errors } = await check('unsafe-slug');
    expect(errors).toContainEqual(problem(fileOf('unsafe-slug', 'pt/Fone_JBL Tune.md'), '-', /"Fone_JBL Tune" is not a safe product id.*"fone-jbl-tune\.md"/));
    expect(errors).toContainEqual(problem(fileOf('unsafe-slug', 'pt/promoção-relâmpago.md'), '-', /"promocao-relampago\.md"/));
    expect(errors).toHaveLength(4);
  });

  it('an English file without a Portuguese file', async () => {
    const { errors } = await check('orphan-english');
    expect(errors).toEqual([
      problem(
        fileOf('orphan-english', 'en/ghost-product.md'),
        '-',
        new RegExp(`has no Portuguese file \\(${fileOf('orphan-english', 'pt/ghost-product.md')}\\)`),
      ),
    ]);
  });

  it('an English file that sets commercial fields, and misspelt keys in it (imageAlt is an English field too)', async () => {
    const { errors } = await check('english-commercial');
    const file = fileOf('english-commercial', 'en/smart-tv.md');
    expect(errors).toEqual([
      problem(file, 'price', /set "price" in the Portuguese file/),
      problem(file, 'category', /set "category" in the Portuguese file/),
      problem(file, 'titel', /not a known field; did you mean "title"\?/),
      problem(file, 'imagAlt', /not a known field; did you mean "imageAlt"\? \(English files carry only title, summary, highlights, imageAlt and the body\)/),
    ]);
  });

  it('a missing local image, a file that is not an image, and a name that differs only in case', async () => {
    const { errors } = await check('missing-image');
    expect(errors).toEqual([
      problem(
        fileOf('missing-image', 'pt/missing-image.md'),
        'image',
        new RegExp(`image file not found: "../images/nope.png" \\(looked for ${fileOf('missing-image', 'images/nope.png')}\\)`),
      ),
      problem(fileOf('missing-image', 'pt/not-an-image.md'), 'image', /is not an image file; use one of \.jpg/),
      problem(fileOf('missing-image', 'pt/wrong-case-image.md'), 'image', /image file not found: "..\/images\/TV.svg" .*the folder has "tv.svg"/),
    ]);
  });

  it('a rating out of range', async () => {
    const { errors } = await check('rating-out-of-range');
    expect(errors).toEqual([problem(fileOf('rating-out-of-range', 'pt/rating-out-of-range.md'), 'rating', /from 0 to 5/)]);
  });

  it('unknown fields, suggesting the near miss', async () => {
    const { errors } = await check('unknown-field');
    const file = fileOf('unknown-field', 'pt/unknown-field.md');
    expect(errors).toEqual([problem(file, 'preco', /is not a known field/), problem(file, 'listprice', /did you mean "listPrice"\?/)]);
  });
});

describe('validateCatalog checks the synonym files', () => {
  it('names file, line and the fix for each broken group; a missing file is no error', async () => {
    const { errors } = await check('bad-synonyms');
    const pt = `${FIXTURES}/bad-synonyms/search/synonyms.pt.yml`;
    expect(errors).toEqual([
      problem(`${FIXTURES}/bad-synonyms/search/synonyms.en.yml`, 'line 2', /not valid YAML .*one group per line/),
      problem(pt, 'line 3', /"Celular" appears twice in this group, so it would map to itself: remove one/),
      problem(pt, 'line 4', /"Refrigerador" is already in the group on line 2: merge the two groups/),
      problem(pt, 'line 5', /at least two terms in square brackets/),
      problem(pt, 'line 6', /"<b>tv<\/b>" is not a term/),
    ]);
    expect((await check('good')).errors).toEqual([]);
  });

  it('passes the shipped synonym files', async () => {
    const { errors } = await validateCatalog(path.resolve('content'), { now: NOW });
    expect(errors.filter((e) => e.file.includes('synonyms'))).toEqual([]);
  });
});

describe('validateCatalog explains wrong value types in plain words', () => {
  it('says what was expected and what was found', async () => {
    const { errors } = await check('wrong-types');
    const file = fileOf('wrong-types', 'pt/wrong-types.md');
    expect(errors).toEqual([
      problem(fileOf('wrong-types', 'pt/list-front-matter.md'), '-', /^the front matter must be "field: value" lines, not a list$/),
      problem(file, 'title', /^must be text, not a number \(123; put it in quotes/),
      problem(file, 'highlights.0', /^must be text, not a number/),
      problem(file, 'highlights.1', /^is empty: fill it in or remove it$/),
      problem(file, 'reviewCount', /^must be a number, not text \("muitas"\)$/),
      problem(file, 'coupon', /^must be text, not a number \(2024/),
      problem(file, 'tags', /^must be a list .*, not text \("fone"\)$/),
    ]);
  });
});

describe('validateCatalog warnings', () => {
  it('an empty body is a warning, not an error', async () => {
    const report = await check('empty-body');
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([problem(fileOf('empty-body', 'pt/empty-body.md'), '-', /empty body/)]);
  });

  it('a Portuguese product without English file is a warning', async () => {
    const report = await check('missing-english');
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([problem(fileOf('missing-english', 'pt/only-portuguese.md'), '-', /shows in Portuguese on the English site/)]);
  });

  it('a file in a product folder that the site would ignore is an error, so the product cannot vanish quietly', async () => {
    const report = await check('ignored-file');
    expect(report.warnings).toEqual([]);
    expect(report.errors).toEqual([
      problem(fileOf('ignored-file', 'pt/fone-jbl.markdown'), '-', /is not a \.md file, so the site ignores it: rename it to end in \.md/),
      problem(fileOf('ignored-file', 'pt/fone-jbl.md.txt'), '-', /is not a \.md file, so the site ignores it/),
    ]);
  });

  it('a missing catalog folder is an error, not a crash', async () => {
    const report = await check('does-not-exist');
    expect(report.errors).toEqual([problem(`${FIXTURES}/does-not-exist/products/pt`, '-', /folder not found/)]);
  });
});

describe('validateCatalog reports every problem at once', () => {
  it('covers all files and all fields of a catalog with many mistakes', async () => {
    const report = await check('many-problems');
    const at = (rel: string) => fileOf('many-problems', rel);
    expect(report.errors).toEqual([
      problem(at('en/orphan.md'), '-', /has no Portuguese file/),
      problem(at('pt/broken.md'), '-', /not valid YAML at line 3/),
      problem(at('pt/first-bad.md'), 'title', /is required/),
      problem(at('pt/first-bad.md'), 'category', /is not a category key; write one of/),
      problem(at('pt/first-bad.md'), 'price', /cannot be negative/),
      problem(at('pt/first-bad.md'), 'rating', /from 0 to 5/),
      problem(at('pt/second-bad.md'), 'affiliateUrl', /https:\/\//),
      problem(at('pt/second-bad.md'), 'image', /image file not found/),
      problem(at('pt/second-bad.md'), 'publishedAt', /not a real date/),
      problem(at('pt/second-bad.md'), 'listPrice', /below price/),
      problem(at('pt/third-bad.md'), 'featured', /true or false/),
      problem(at('pt/third-bad.md'), 'listPrice', /below price/),
    ]);
    expect(report.warnings).toEqual([problem(at('pt/third-bad.md'), '-', /empty body/)]);
    expect(report.productCount).toBe(4);
  });
});

describe('formatProblem and parseMarkdown', () => {
  it('formats as path: field: message', () => {
    expect(formatProblem({ file: 'content/products/pt/x.md', field: 'price', message: 'cannot be negative' })).toBe(
      'content/products/pt/x.md: price: cannot be negative',
    );
  });

  it('keeps dates as text so impossible ones can be caught', () => {
    expect(parseMarkdown('---\npublishedAt: 2026-02-30\nprice: 10.50\nfeatured: yes\n---\nbody\n')).toEqual({
      data: { publishedAt: '2026-02-30', price: 10.5, featured: 'yes' },
      body: 'body\n',
    });
  });

  it('throws a FrontMatterError with the file line of a YAML mistake', () => {
    expect(() => parseMarkdown('---\ntitle: ok\n  bad: indent\n---\n')).toThrow(FrontMatterError);
    const thrown = (() => {
      try {
        parseMarkdown('---\ntitle: ok\nsummary: a: b\n---\n');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(FrontMatterError);
    expect((thrown as FrontMatterError).line).toBe(3);
    expect(() => parseMarkdown('no front matter')).toThrow(/has no front matter/);
  });
});

// Each test starts node on the checker (loading it takes a second, several on a busy two-core machine);
// what the checker finds is tested in-process above, these only prove the command's output and exit codes.
describe('content:check CLI', { timeout: 30_000 }, () => {
  const run = (catalog: string, today = FIXTURE_TODAY) => {
    const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: `${FIXTURES}/${catalog}`, NO_COLOR: '1', CONTENT_CHECK_TODAY: today };
    delete env.FORCE_COLOR;
    return spawnSync(process.execPath, ['scripts/content-check.ts'], { env, encoding: 'utf8' });
  };

  it('exits 1 and prints path: field: message lines for a bad catalog', () => {
    const result = run('many-problems');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^ {2}error +tests\/fixtures\/catalogs\/many-problems\/products\/pt\/first-bad\.md: price: cannot be negative$/m);
    expect(result.stdout).toMatch(/^ {2}warning +tests\/fixtures\/catalogs\/many-problems\/products\/pt\/third-bad\.md: -: has an empty body/m);
    expect(result.stdout.indexOf('Errors (12)')).toBeLessThan(result.stdout.indexOf('Warnings (1)'));
    expect(result.stdout).toMatch(/^content:check: 4 products, 12 errors, 1 warning$/m);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('exits 0 for a good catalog', () => {
    const result = run('good');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('content:check: 2 products, 0 errors, 0 warnings');
  });

  it('exits 0 when there are only warnings', () => {
    const result = run('missing-english');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/content:check: 1 product, 0 errors, 1 warning$/m);
  });

  it('checks as of CONTENT_CHECK_TODAY, and exits 2 naming the variable when it is not a date', () => {
    // As of 2026-10-02 nothing is stale yet, and three prices were "checked" in the future.
    const early = run('stale-price', '2026-10-02');
    expect(early.stdout).toMatch(/content:check: 6 products, 3 errors, 0 warnings$/m);
    expect(early.stdout).toMatch(/priceCheckedAt: is 2026-10-24, 22 days after today \(2026-10-02\); write the day you checked the price/);
    const bad = run('stale-price', '25/10/2026');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/CONTENT_CHECK_TODAY="25\/10\/2026" is not a date written as YYYY-MM-DD/);
  });
});

describe('validateCatalog checks static pages (content/pages/{pt,en}) with the page schema', () => {
  const pageOf = (rel: string) => `${FIXTURES}/static-pages/pages/${rel}`;

  it('reports misplaced files, unsafe and reserved names, schema problems and missing twins; good pages pass', async () => {
    const report = await check('static-pages');
    expect(report.errors).toEqual([
      problem(pageOf('about.md'), '-', /is not in .*pages\/pt\/ or .*pages\/en\/.*move it there/),
      problem(pageOf('en/terms.md'), 'updatedAt', /^is required; must be a date written as YYYY-MM-DD$/),
      problem(pageOf('en/terms.md'), 'updated', /did you mean "updatedAt"\?/),
      problem(pageOf('pt/Sobre Nós.md'), '-', /"Sobre Nós" is not a safe page address.*"sobre-nos\.md"/),
      problem(pageOf('pt/faq.md'), 'description', /at most 160 characters/),
      problem(pageOf('pt/faq.md'), 'updatedAt', /is required/),
      problem(pageOf('pt/notes.txt'), '-', /is not a \.md file, so the site ignores it/),
      problem(pageOf('pt/search.md'), '-', /"search" is taken by an address the site already uses \(\/search\/\)/),
    ]);
    // Only the pages' warnings: the product beside them is there so the catalog is complete.
    expect(report.warnings.filter((p) => p.file.startsWith(pageOf('')))).toEqual([
      problem(pageOf('en/terms.md'), '-', /empty body/),
      problem(
        pageOf('en/terms.md'),
        '-',
        new RegExp(`has no Portuguese file \\(${pageOf('pt/terms.md')}\\), so its Portuguese address shows the not-found page`),
      ),
      problem(pageOf('pt/faq.md'), '-', new RegExp(`has no English file \\(${pageOf('en/faq.md')}\\), so its English address shows the not-found page`)),
    ]);
    // contact.md exists in both languages and is valid: nothing is reported about it.
    expect([...report.errors, ...report.warnings].filter((p) => p.file.endsWith('/contact.md'))).toEqual([]);
    expect(report.productCount).toBe(1);
  });

  // A catalog without a pages folder (the 'good' fixture above) is fine: pages are optional.
  it('the sample catalog’s pages are valid', async () => {
    const report = await validateCatalog(path.resolve('content'));
    expect([...report.errors, ...report.warnings].filter((p) => p.file.startsWith('content/pages/'))).toEqual([]);
  });
});

describe('validateCatalog checks partner links against src/config/merchants.ts', () => {
  const at = (rel: string) => fileOf('partner-links', rel);

  it('refuses a live deal linking outside its merchant’s hosts (look-alikes included), naming an unknown merchant or showing a photo the CSP blocks; warns about ended deals', async () => {
    const report = await check('partner-links');
    // The ?go forward sends shoppers to a live deal's link: a foreign host there would be an open forward.
    expect(report.errors).toEqual([
      problem(
        at('pt/foreign-image.md'),
        'image',
        /^is on images\.example, which is not a store's image host, so the site's security policy blocks it .*; Amazon's photos come from m\.media-amazon\.com, images-na\.ssl-images-amazon\.com: use .*imageHosts in src\/config\/merchants\.ts$/,
      ),
      // A pasted paragraph as the store: refused at its length (MAX_NAME_CHARS) before it is looked up, so no message quotes it.
      problem(at('pt/long-merchant.md'), 'merchant', /^must be at most 60 characters \(MAX_NAME_CHARS, /),
      problem(
        at('pt/look-alike-host.md'),
        'affiliateUrl',
        /^points at amazon\.com\.br\.evil\.example, which is not an address of Amazon \(amazon\.com\.br, amzn\.to\)/,
      ),
      problem(at('pt/look-alike-prefix.md'), 'affiliateUrl', /^points at evilamazon\.com\.br, which is not an address of Amazon/),
      problem(
        at('pt/misspelt-merchant.md'),
        'merchant',
        /^"Kabum" is not a store in src\/config\/merchants\.ts: .*cannot be published; did you mean "KaBuM!"\? write one of Amazon, Mercado Livre, .*KaBuM!/,
      ),
      problem(
        at('pt/unknown-merchant.md'),
        'merchant',
        /^"Loja do Zé" is not a store in src\/config\/merchants\.ts: the site sends shoppers only to hosts of a store it knows, so this live deal cannot be published; write one of Amazon, .*Época Cosméticos, or add the store with its hosts there$/,
      ),
      problem(
        at('pt/wrong-host.md'),
        'affiliateUrl',
        /^points at www\.magazineluiza\.com\.br, which is not an address of Amazon .*add the host to Amazon in src\/config\/merchants\.ts$/,
      ),
    ]);
    expect(report.warnings).toEqual([
      problem(at('pt/expired-foreign-image.md'), 'image', /^is on images\.example, which is not a store's image host/),
      problem(at('pt/expired-unknown-merchant.md'), 'merchant', /^"Loja do Zé" is not a store in src\/config\/merchants\.ts: the deal has ended/),
      problem(at('pt/expired-wrong-host.md'), 'affiliateUrl', /^points at www\.magazineluiza\.com\.br, which is not an address of Amazon/),
    ]);
    // Subdomains (produto.mercadolivre.com.br), bare hosts and short-link hosts (amzn.to) pass.
  });

  it('refuses data:, protocol-relative, http:, vbscript: and any-case javascript: links as errors', async () => {
    const { errors } = await check('unsafe-link-schemes');
    const files = ['data-url', 'http-url', 'protocol-relative', 'uppercase-javascript', 'vbscript-url'];
    expect(errors).toEqual(files.map((name) => problem(fileOf('unsafe-link-schemes', `pt/${name}.md`), 'affiliateUrl', /must be an absolute https:\/\/ URL/)));
  });
});

describe('validateCatalog warns about stale prices of live deals', () => {
  const at = (rel: string) => fileOf('stale-price', rel);
  const stale = (days: number) => new RegExp(`^was ${days} days ago; .*re-check the price .*at most 7 days old`);

  it('counts whole days to "today", ignores expired deals and keeps a deal live through its last day', async () => {
    const report = await check('stale-price');
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      problem(at('pt/one-day-over.md'), 'priceCheckedAt', stale(8)),
      problem(at('pt/stale-last-day.md'), 'priceCheckedAt', stale(24)),
      problem(at('pt/stale.md'), 'priceCheckedAt', stale(24)),
    ]);
  });

  it('takes today from the clock unless told (CONTENT_CHECK_TODAY in the CLI, tested with it)', async () => {
    const later = await validateCatalog(path.resolve(FIXTURES, 'good'), { now: new Date('2027-06-01T12:00:00Z') });
    // The good catalog's book has no end date; its TV deal ended on 2026-12-31.
    expect(later.warnings).toEqual([
      problem(fileOf('good', 'pt/livro-clean-code.md'), 'priceCheckedAt', /^was 219 days ago, more than Amazon.s program allows/),
    ]);
    // Days are the stores' (Brasília): at 01:00 UTC it is still the evening before there.
    const evening = await validateCatalog(path.resolve(FIXTURES, 'good'), { now: new Date('2027-06-01T01:00:00Z') });
    expect(evening.warnings).toEqual([problem(fileOf('good', 'pt/livro-clean-code.md'), 'priceCheckedAt', /^was 218 days ago/)]);
  });
});

describe('validateCatalog: nothing an editor writes is lost silently', () => {
  it('names every piece of raw HTML the build drops, with its file line', async () => {
    const report = await check('raw-html');
    const file = fileOf('raw-html', 'pt/pasted-html.md');
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      problem(file, '-', /^line 15: <script> is removed with everything inside it when the page is built.*write it in markdown or remove it$/),
      problem(file, '-', /^line 17: "onerror" of <img> is removed/),
      problem(file, '-', /^line 19: <iframe> is removed with everything inside it/),
      problem(file, '-', /^line 21: "ontoggle" of <details> is removed/),
    ]);
  });

  it('refuses, with the line, text values YAML cuts at an unquoted " #", also "# 1" and on a second line; quoted values, comments after prices and keys, and the body are fine', async () => {
    const report = await check('hash-comment');
    const file = fileOf('hash-comment', 'pt/fone-jbl.md');
    const puzzle = fileOf('hash-comment', 'pt/quebra-cabeca.md');
    expect(report.warnings).toEqual([]);
    expect(report.errors).toEqual([
      problem(
        file,
        'title',
        /^line 2: everything from " #" on is read as a comment and dropped, so the value is only "Fone JBL"; .*title: "Fone JBL #1 edição"$/,
      ),
      problem(file, 'highlights', /^line 5: .*only "Bateria"; .*- "Bateria #1 do mercado"$/),
      problem(puzzle, 'title', /^line 2: .*only "Quebra-Cabeça Grow"; put the whole value in quotes: title: "Quebra-Cabeça Grow # 1 em vendas"$/),
      problem(
        puzzle,
        'summary',
        /^line 4: on this line of a value written over several lines, .*only "Um quebra-cabeça de mil peças que continua na segunda linha"; .*summary: "Um quebra-cabeça .* #2 da lista e perde o resto\."$/,
      ),
    ]);
  });

  it('refuses number slips with the value as typed and the fix; maps category names to their keys; finds the twin an orphan meant', async () => {
    const { errors } = await check('number-slips');
    const at = (name: string) => fileOf('number-slips', `pt/${name}.md`);
    expect(errors).toEqual([
      problem(
        fileOf('number-slips', 'en/sofa-milhr.md'),
        '-',
        /has no Portuguese file .*; did you mean "sofa-milhar" \(.*pt\/sofa-milhar\.md\)\? Then rename this file to sofa-milhar\.md/,
      ),
      problem(at('avaliacoes-milhar'), 'reviewCount', /^line 7: 1\.000 is read as 1 \(a count has no dot; a dot is never a thousands separator\): write 1000$/),
      problem(at('avaliacoes-milhar'), 'popularity', /^line 8: 1\.500 is read as 1\.5 \(a count has no dot.*\): write 1500$/),
      problem(at('categoria-ingles'), 'category', /^is "Toys & Games", the name shoppers see; write the category's key: Brinquedos e Jogos → toys$/),
      problem(at('categoria-nome'), 'category', /^is "Brinquedos e Jogos", .*Brinquedos e Jogos → toys$/),
      problem(at('categoria-typo'), 'category', /^"electronic" is not a category key; did you mean electronics\? write one of: electronics \(Eletrônicos\)/),
      problem(at('desconto-enorme'), 'listPrice', /^is 1999 and price is 99\.9, a 95 % discount: check both .*leave listPrice out$/),
      problem(at('geladeira-de-milhar'), 'listPrice', /^line 6: 1\.299 has three digits after the dot .*write 1299$/),
      problem(at('lista-abaixo'), 'listPrice', /\(1500\) is below price \(2000\)/),
      problem(
        at('sofa-milhar'),
        'price',
        /^line 5: 2\.500 is read as 2\.5 \(a dot marks the cents, never thousands\): if it is 2500 \(thousands\), write 2500; if it is 2,50, write 2\.5$/,
      ),
      problem(at('tv-virgula'), 'price', /^must be a number such as 1299\.90, not text \("1\.299,90"; write it as 1299\.90: no thousands separator/),
    ]);
  });

  it('lists a deal with a later publishedAt as scheduled, and refuses a price checked after today (a day of slack east of Brasília)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'future-dates-'));
    cpSync(path.resolve(FIXTURES, 'good'), root, { recursive: true });
    const set = (id: string, field: string, value: string) => {
      const file = path.join(root, 'products/pt', `${id}.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`));
    };
    const day = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    set('livro-clean-code', 'publishedAt', day(10));
    set('smart-tv-samsung-50', 'priceCheckedAt', day(1));
    const shown = (id: string) => path.relative(process.cwd(), path.join(root, 'products/pt', `${id}.md`));
    try {
      const report = await validateCatalog(root, { now: NOW });
      expect(report.errors).toEqual([]);
      expect(report.scheduled).toEqual([{ file: shown('livro-clean-code'), publishedAt: new Date(`${day(10)}T00:00:00Z`), daysToStart: 10 }]);
      set('smart-tv-samsung-50', 'priceCheckedAt', day(2));
      expect((await validateCatalog(root, { now: NOW })).errors).toEqual([
        problem(shown('smart-tv-samsung-50'), 'priceCheckedAt', new RegExp(`^is ${day(2)}, 2 days after today \\(${day(0)}\\); write the day you checked`)),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('warns about local photos over 1 MB or 2500 px, with the command that fits them and keeps the original out of git', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'photo-size-'));
    cpSync(path.resolve(FIXTURES, 'good'), root, { recursive: true });
    // A PNG header is enough for the size reader: the signature, then IHDR with width and height.
    const png = (width: number, height: number, bytes = 64) => {
      const file = Buffer.alloc(bytes);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(file);
      file.writeUInt32BE(width, 16);
      file.writeUInt32BE(height, 20);
      file.set([8, 2, 0, 0, 0], 24);
      return file;
    };
    writeFileSync(path.join(root, 'products/images/grande.png'), png(3000, 2250));
    writeFileSync(path.join(root, 'products/images/pesada.png'), png(800, 600, 1_200_000));
    const setImage = (id: string, image: string) => {
      const file = path.join(root, 'products/pt', `${id}.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^image: .*$/m, `image: ${image}`));
    };
    setImage('livro-clean-code', '../images/grande.png');
    setImage('smart-tv-samsung-50', '../images/pesada.png');
    try {
      const report = await validateCatalog(root, { now: NOW });
      const shown = (id: string) => path.relative(process.cwd(), path.join(root, 'products/pt', `${id}.md`));
      const photo = (name: string) => path.relative(process.cwd(), path.join(root, 'products/images', name)).replaceAll('.', '\\.');
      expect(report.errors).toEqual([]);
      expect(report.warnings).toEqual([
        problem(
          shown('livro-clean-code'),
          'image',
          new RegExp(
            `^"\\.\\./images/grande\\.png" is 1 KB, 3000 × 2250 px; .* at most 1 MB and 2500 px .*: run npm run photo:fit -- ${photo('grande.png')} \\(it writes a smaller copy under the same name, so the deal needs no change, and moves the original to photo-originals/, which git ignores\\)$`,
          ),
        ),
        problem(
          shown('smart-tv-samsung-50'),
          'image',
          new RegExp(`^"\\.\\./images/pesada\\.png" is 1\\.1 MB, 800 × 600 px; .*npm run photo:fit -- ${photo('pesada.png')} `),
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('lists live deals ending within 3 days and deals that have ended, soonest first', async () => {
    const { endings, errors } = await check('endings');
    const at = (name: string) => fileOf('endings', `pt/${name}.md`);
    expect(errors).toEqual([]);
    expect(endings.map((e) => [e.file, e.expiresAt.toISOString().slice(0, 10), e.daysLeft])).toEqual([
      [at('acabou'), '2026-10-20', -5],
      [at('acaba-hoje'), '2026-10-25', 0],
      [at('acaba-em-dois-dias'), '2026-10-27', 2],
    ]);
  });

  it('refuses a file that is not UTF-8, naming the first bad line', async () => {
    const report = await check('latin1');
    expect(report.errors).toEqual([problem(fileOf('latin1', 'pt/fone-latin1.md'), '-', /^line 13: is not UTF-8 text .*save the file as UTF-8$/)]);
  });

  it('refuses images the build cannot read: a git-LFS pointer, a file whose content is another format', async () => {
    const { errors } = await check('corrupt-image');
    expect(errors).toEqual([
      problem(fileOf('corrupt-image', 'pt/lfs-pointer.md'), 'image', /^"..\/images\/foto.jpg" is a git-LFS pointer, not the image: run "git lfs pull"/),
      problem(fileOf('corrupt-image', 'pt/png-named-jpg.md'), 'image', /^"..\/images\/not-a-png.png" is not a PNG file/),
    ]);
  });

  it('checks every image a body shows like the image field, naming the file, the line and the path', async () => {
    const { errors, warnings } = await check('body-images');
    const pt = fileOf('body-images', 'pt/tv-com-fotos.md');
    expect(errors).toEqual([
      // ![TV][front] with its definition below: found through the reference.
      problem(fileOf('body-images', 'en/tv-com-fotos.md'), '-', /^line 7 \(body image\): image file not found: "..\/images\/missing.svg"/),
      problem(pt, '-', /^line 32 \(body image\): "..\/images\/script.svg" contains a <script> element; an SVG on the site must be a plain drawing/),
      problem(pt, '-', /^line 34 \(body image\): "..\/..\/..\/..\/secret\/secret.png" points outside the catalog folder .*copy the image into the catalog/),
      problem(pt, '-', /^line 38 \(body image\): "..\/images\/linked.svg" is a link to .*outside the catalog folder/),
      problem(pt, '-', /^line 40 \(body image\): image file not found: "..\/images\/falta.png" \(looked for .*body-images\/products\/images\/falta.png\)/),
    ]);
    // The plain drawing on line 28 and the store's https photo on line 38 are fine; an HTML <img> of a
    // local path is not published at all (Astro takes markdown images only): the page would show it broken.
    expect(warnings.filter((w) => w.message.includes('body image'))).toEqual([
      problem(
        pt,
        '-',
        /^line 36 \(body image\): <img src="..\/images\/nao-existe.png"> is HTML with a local path, which the build does not publish.*!\[description\]\(..\/images\/nao-existe.png\)$/,
      ),
    ]);
  });

  it('refuses a content file over MAX_CONTENT_FILE_BYTES before reading it, naming its size and the limit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'big-file-'));
    try {
      cpSync(path.resolve(FIXTURES, 'good'), dir, { recursive: true });
      const file = path.join(dir, 'products/pt/livro-clean-code.md');
      writeFileSync(file, readFileSync(file, 'utf8') + 'texto colado '.repeat(MAX_CONTENT_FILE_BYTES / 10));
      const { errors } = await validateCatalog(dir, { now: NOW });
      expect(errors).toEqual([
        expect.objectContaining({
          field: '-',
          message: expect.stringMatching(/^is 3\d\d KB, over the limit of 256 KB for a content file \(MAX_CONTENT_FILE_BYTES/) as string,
        }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an image path that leaves the catalog folder', async () => {
    const { errors } = await check('image-outside');
    expect(errors).toEqual([
      problem(fileOf('image-outside', 'pt/escape.md'), 'image', /points outside the catalog folder .*copy the image into the catalog/),
      // A symbolic link inside the catalog is followed to where it really leads.
      problem(
        fileOf('image-outside', 'pt/symlink.md'),
        'image',
        /^"\.\.\/images\/linked\.svg" is a link to tests\/fixtures\/catalogs\/good\/products\/images\/tv\.svg, outside the catalog folder \(tests\/fixtures\/catalogs\/image-outside\); the build would publish that file, so replace the link with a copy of the image$/,
      ),
    ]);
  });

  it('refuses SVGs that carry script (also namespaced), SMIL, event handlers, HTML or references to other files', async () => {
    const { errors } = await check('unsafe-svg');
    const at = (name: string) => fileOf('unsafe-svg', `pt/${name}.md`);
    expect(errors).toEqual([
      problem(at('svg-external'), 'image', /contains a link or reference to another file/),
      problem(at('svg-foreign'), 'image', /contains a <foreignObject> element/),
      problem(at('svg-handler'), 'image', /contains an event handler attribute/),
      problem(at('svg-namespaced-script'), 'image', /contains a <script> element/),
      problem(at('svg-script'), 'image', /contains a <script> element; an SVG on the site must be a plain drawing/),
      problem(at('svg-smil-href'), 'image', /contains the element <a>/),
      problem(at('svg-xhtml-iframe'), 'image', /contains an element from another namespace \(<h:iframe>, namespace http:\/\/www.w3.org\/1999\/xhtml\)/),
    ]);
  });
});
