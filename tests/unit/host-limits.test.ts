/** A catalog that outgrows its host is told at build time (scripts/build.ts), with the limit and the way out. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployRefusal, hostLimitWarnings, type OutputStats } from '../../src/config/deploy-host.ts';
import { readOutput } from '../../scripts/build/output-stats.ts';

const stats = (files: number, bytes = 1e6, folder = 100, largest = 1e5): OutputStats => ({
  files,
  bytes,
  largestFolder: { path: 'product/', files: folder },
  largestFile: { path: 'sitemap-0.xml', bytes: largest },
});

describe('hostLimitWarnings', () => {
  it('says nothing while the build fits', () => {
    expect(hostLimitWarnings('cloudflare', stats(19_999))).toEqual([]);
    expect(hostLimitWarnings('netlify', stats(200_000, 5e9, 50_000))).toEqual([]);
    expect(hostLimitWarnings('static', stats(200_000, 0.9e9))).toEqual([]);
    expect(hostLimitWarnings('nginx', stats(1e6, 1e11, 1e5))).toEqual([]);
  });

  it('names the plan that still fits on Cloudflare, and the way out past every plan', () => {
    expect(hostLimitWarnings('cloudflare', stats(22_637))).toEqual([
      '22,637 files: Cloudflare Pages takes at most 20,000 on the Free plan; it fits paid plans, with PAGES_WRANGLER_MAJOR_VERSION=4 set in the project (at most 100,000)',
    ]);
    expect(hostLimitWarnings('cloudflare', stats(104_059))[0]).toMatch(
      /^104,059 files: .* at most 100,000 on paid plans.*; serve this catalog from nginx or object storage/,
    );
  });

  it("counts Netlify's folder limit and GitHub Pages' size", () => {
    expect(hostLimitWarnings('netlify', stats(110_000, 1e9, 55_001))).toEqual(['55,001 files in product/: Netlify takes at most 54,000 in one folder']);
    expect(hostLimitWarnings('static', stats(10, 2.5e9))).toEqual(['2.50 GB: GitHub Pages takes at most 1 GB per site']);
  });

  it("counts Cloudflare's 25 MiB per file", () => {
    expect(hostLimitWarnings('cloudflare', stats(10, 1e8, 10, 25 * 1024 * 1024))).toEqual([]);
    expect(hostLimitWarnings('cloudflare', stats(10, 1e8, 10, 30 * 1024 * 1024))).toEqual([
      'sitemap-0.xml is 30 MiB: Cloudflare Pages takes at most 25 MiB per file',
    ]);
  });
});

describe('deployRefusal', () => {
  it('lets through what the plan in use takes', () => {
    expect(deployRefusal('cloudflare', stats(20_000))).toBeUndefined();
    expect(deployRefusal('cloudflare', stats(21_787), 'paid')).toBeUndefined();
    expect(deployRefusal('nginx', stats(1e6, 1e11, 1e5, 1e9))).toBeUndefined();
  });

  it('stops the 10,000-deal build (21,787 files, BENCHMARKS.md) on the Free plan, with the paid plan first among the choices', () => {
    const refusal = deployRefusal('cloudflare', stats(21_787, 493.3e6))!;
    expect(refusal.limits).toEqual(['21,787 files: Cloudflare Pages takes at most 20,000 on the Free plan']);
    expect(refusal.choices[0]).toBe(
      'move the project to paid plans, with PAGES_WRANGLER_MAJOR_VERSION=4 set in the project (at most 100,000 files), then deploy with DEPLOY_PLAN=paid',
    );
    expect(refusal.choices.slice(1).join(' | ')).toMatch(/Netlify.*\| .*nginx.*\| .*fewer deals/);
  });

  it('offers no bigger plan past the largest one, nor Netlify to a Netlify deploy', () => {
    const paid = deployRefusal('cloudflare', stats(104_554), 'paid')!;
    expect(paid.limits).toEqual([
      '104,554 files: Cloudflare Pages takes at most 100,000 on paid plans, with PAGES_WRANGLER_MAJOR_VERSION=4 set in the project',
    ]);
    expect(paid.choices.join(' ')).not.toContain('DEPLOY_PLAN=paid');
    const netlify = deployRefusal('netlify', stats(110_000, 1e9, 55_001))!;
    expect(netlify.limits).toEqual(['55,001 files in product/: Netlify takes at most 54,000 in one folder']);
    expect(netlify.choices.join(' ')).not.toContain('Netlify');
  });
});

describe('local photos in the host limits', () => {
  // Deals whose photo was uploaded through the form: each photo is 4 files, on top of about 2 files per deal
  // and ~1,200 for the site (docs/deploy.md, "Limits"): Cloudflare's Free plan ends near 3,000 such deals.
  const formMade = (deals: number): OutputStats => ({ ...stats(Math.round(deals * 2.07 + 1_200 + deals * 4)), photoFiles: deals * 4 });

  it('says how many of the files are local photos, and that a store photo address adds none', () => {
    expect(hostLimitWarnings('cloudflare', formMade(3_000))).toEqual([]);
    const over = formMade(3_250);
    expect(hostLimitWarnings('cloudflare', over)).toEqual([
      "20,928 files (13,000 of them are sizes of local photos, about 4 per photo uploaded or committed; a photo on the store's image host adds none): Cloudflare Pages takes at most 20,000 on the Free plan; it fits paid plans, with PAGES_WRANGLER_MAJOR_VERSION=4 set in the project (at most 100,000)",
    ]);
    const refusal = deployRefusal('cloudflare', over)!;
    expect(refusal.limits[0]).toContain('13,000 of them are sizes of local photos');
    expect(refusal.choices.join(' | ')).toMatch(
      /use the stores' photo addresses instead of local photos \(npm run content:new -- --from-url .*\), each saving about 4 files \| .*fewer deals/,
    );
  });

  it('counts the pictures under _astro/ of a build, not its scripts, styles or other pictures', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'out-photos-'));
    mkdirSync(path.join(dir, '_astro'));
    for (const name of ['fone.AbC_1.webp', 'fone.AbC_2.webp', 'fone.AbC_3.jpg', 'fone.AbC_4.png', 'site.x.js', 'site.y.css'])
      writeFileSync(path.join(dir, '_astro', name), 'x');
    writeFileSync(path.join(dir, 'favicon.png'), 'x');
    expect((await readOutput(dir)).photoFiles).toBe(4);
  });
});

describe('readOutput', () => {
  it('counts files, bytes and the fullest folder of a build', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'out-stats-'));
    mkdirSync(path.join(dir, 'product', 'a'), { recursive: true });
    mkdirSync(path.join(dir, 'product', 'b'));
    mkdirSync(path.join(dir, 'product', 'c'));
    writeFileSync(path.join(dir, 'index.html'), 'x'.repeat(10));
    writeFileSync(path.join(dir, 'product', 'a', 'index.html'), 'y'.repeat(5));
    writeFileSync(path.join(dir, 'product', 'b', 'index.html'), 'z');
    // A folder's entries are its files and its folders (product/ holds one folder per product).
    const { list, ...stats } = await readOutput(dir);
    expect(stats).toEqual({
      files: 3,
      bytes: 16,
      largestFolder: { path: 'product/', files: 3 },
      largestFile: { path: 'index.html', bytes: 10 },
      photoFiles: 0,
    });
    expect(list.map((f) => [path.relative(dir, f.path), f.size]).sort()).toEqual([
      ['index.html', 10],
      [path.join('product', 'a', 'index.html'), 5],
      [path.join('product', 'b', 'index.html'), 1],
    ]);
  });
});
