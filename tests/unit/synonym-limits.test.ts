/**
 * What a synonym file can cost the build: each group and term is capped (src/content/limits.ts, refused by
 * content:check with the limit named), matching costs a bounded number of lookups per word of a deal
 * whatever the file's shape, and no deal's search record gets more than MAX_SYNONYMS_PER_DEAL terms.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_GROUP_TERMS, MAX_SYNONYMS_PER_DEAL, MAX_TERM_CHARS, MAX_TERM_WORDS } from '../../src/content/limits.ts';
import { MAX_SYNONYMS_BYTES, parseSynonyms } from '../../src/search/build/synonyms-file.ts';
import { validateCatalog } from '../../src/content/validate.ts';
import { synonymExpander, synonymExpansion } from '../../src/search/build/synonyms.ts';

const yaml = (groups: readonly string[][]) => groups.map((g) => `- [${g.join(', ')}]\n`).join('');

/** Milliseconds to expand `deals` with `groups`, the best of three runs. */
function timeExpansion(groups: string[][], deals: string[][]): number {
  const expand = synonymExpander(groups, 'pt');
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (const deal of deals) expand(deal);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('synonym caps', () => {
  it('refuses a group, a term and a phrase over their limits, naming the limit', () => {
    const big = Array.from({ length: MAX_GROUP_TERMS + 1 }, (_, i) => `termo${i}`);
    const { groups, problems } = parseSynonyms(
      yaml([
        big,
        ['geladeira', 'g'.repeat(MAX_TERM_CHARS + 1)],
        ['fone', Array.from({ length: MAX_TERM_WORDS + 1 }, () => 'palavra').join(' ')],
        ['tv', 'televisão'],
      ]),
    );
    expect(problems).toEqual([
      {
        line: 1,
        message: expect.stringMatching(
          new RegExp(`^has ${MAX_GROUP_TERMS + 1} terms, over the limit of ${MAX_GROUP_TERMS} per group \\(MAX_GROUP_TERMS\\)`),
        ) as string,
      },
      {
        line: 2,
        message: expect.stringMatching(
          new RegExp(`has ${MAX_TERM_CHARS + 1} characters, over the limit of ${MAX_TERM_CHARS} per term \\(MAX_TERM_CHARS\\)`),
        ) as string,
      },
      {
        line: 3,
        message: expect.stringMatching(
          new RegExp(`has ${MAX_TERM_WORDS + 1} words, over the limit of ${MAX_TERM_WORDS} per term \\(MAX_TERM_WORDS\\)`),
        ) as string,
      },
    ]);
    expect(groups).toEqual([['tv', 'televisão']]);
    const atCaps = parseSynonyms(yaml([Array.from({ length: MAX_GROUP_TERMS }, (_, i) => `termo${i}`)]));
    expect(atCaps.problems).toEqual([]);
  });
});

describe('synonym matching cost', () => {
  // 2,000 deals, each with a title, a summary and two highlights, each mentioning "tv" several times.
  const deals = Array.from({ length: 2000 }, (_, i) => [
    `TV de 50 polegadas modelo ${i} com HDR`,
    'Um produto de exemplo com várias palavras comuns na descrição curta',
    `tv com wi-fi ${i % 50}`,
    i % 2 ? 'bateria longa' : 'tv leve',
  ]);

  it('does not slow down when every group starts with the same word (2,600 such groups against 2,000 varied ones)', () => {
    const shared = Array.from({ length: 2600 }, (_, i) => [`tv a${i}`, `tv b${i}`]);
    const varied = Array.from({ length: 2000 }, (_, i) => [`termo${i}`, `sinonimo${i}`]);
    expect(yaml(shared).length).toBeLessThan(MAX_SYNONYMS_BYTES);
    const sharedMs = timeExpansion(shared, deals);
    const variedMs = timeExpansion(varied, deals);
    // Indexed by first word only, the shared file took 35x the varied one's time; by every word, about the same.
    expect(sharedMs).toBeLessThan(Math.max(3 * variedMs, 50));
    expect(synonymExpander(shared, 'pt')(['TV a7 preta'])).toEqual(['tv b7']);
  });

  it('adds at most MAX_SYNONYMS_PER_DEAL terms to a deal, whatever it mentions, and says it cut them', () => {
    const groups = Array.from({ length: 60 }, (_, i) => Array.from({ length: MAX_GROUP_TERMS }, (_, j) => `g${i}t${j}`));
    const expand = synonymExpansion(groups, 'pt');
    const mentionsAll = [groups.map((g) => g[0]).join(' ')];
    const { terms, capped } = expand(mentionsAll);
    expect(terms).toHaveLength(MAX_SYNONYMS_PER_DEAL);
    expect(capped).toBe(true);
    expect(expand(['g0t0 apenas'])).toEqual({ terms: groups[0]!.slice(1), capped: false });
  });

  // The memory a file at the caps can cost the index: the synonym text added to 2,000 deal records that
  // each mention as many groups as they can. Budget: MAX_SYNONYMS_PER_DEAL terms of at most
  // MAX_TERM_CHARS characters per deal, 6 KB per record and 12 MB for 2,000 deals in the worst case.
  it('keeps a synonyms file at the caps within the index memory budget', () => {
    const groups: string[][] = [];
    let size = 0;
    for (let i = 0; size < MAX_SYNONYMS_BYTES - 2048; i++) {
      const group = Array.from({ length: MAX_GROUP_TERMS }, (_, j) => `p${i}x${j} ${'m'.repeat(MAX_TERM_CHARS - 12)}`.slice(0, MAX_TERM_CHARS));
      groups.push(group);
      size += yaml([group]).length;
    }
    const file = yaml(groups);
    expect(file.length).toBeLessThanOrEqual(MAX_SYNONYMS_BYTES);
    expect(parseSynonyms(file).problems).toEqual([]);
    const expand = synonymExpander(groups, 'pt');
    const before = process.memoryUsage().heapUsed;
    let added = 0;
    const records: string[][] = [];
    for (let d = 0; d < 2000; d++) {
      // Each deal names the first term of 10 groups: 190 other terms offered, MAX_SYNONYMS_PER_DEAL kept.
      const text = Array.from({ length: 10 }, (_, k) => groups[(d + k * 7) % groups.length]![0]!).join(' ');
      const terms = expand([text]);
      records.push(terms);
      added += terms.join(', ').length;
    }
    const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    expect(Math.max(...records.map((r) => r.length))).toBe(MAX_SYNONYMS_PER_DEAL);
    expect(added).toBeLessThanOrEqual(2000 * MAX_SYNONYMS_PER_DEAL * (MAX_TERM_CHARS + 2));
    expect(heapMb).toBeLessThan(64);
    console.log(
      `synonyms at the caps: ${groups.length} groups, ${(file.length / 1024).toFixed(1)} KB; 2,000 deals gain ${(added / 1024 / 1024).toFixed(1)} MB of synonym text, heap +${heapMb.toFixed(1)} MB`,
    );
  });
});

describe('content:check and the synonym budget', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a deal whose words would add more synonyms than the build keeps', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'synonym-budget-'));
    cpSync('tests/fixtures/catalogs/good', dir, { recursive: true });
    mkdirSync(path.join(dir, 'search'));
    // The TV's tags and title mention "tv", "4k", "samsung" and "smart": groups of 20 terms make 76 terms; add more groups.
    const words = ['tv', '4k', 'samsung', 'smart', 'hdr10', 'tizen', 'wi-fi'];
    writeFileSync(
      path.join(dir, 'search', 'synonyms.pt.yml'),
      yaml(words.map((w, i) => [w, ...Array.from({ length: MAX_GROUP_TERMS - 1 }, (_, j) => `s${i}x${j}`)])),
    );
    const now = new Date('2026-10-25T12:00:00Z');
    const report = await validateCatalog(dir, { now, synonymExpansion });
    expect(report.errors).toEqual([]);
    expect(report.warnings.filter((w) => w.message.includes('MAX_SYNONYMS_PER_DEAL'))).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/products\/pt\/smart-tv-samsung-50\.md$/) as string, field: '-' }),
    ]);
    // Without the build's matching handed in (an older caller), no budget is checked.
    expect((await validateCatalog(dir, { now })).warnings.filter((w) => w.message.includes('MAX_SYNONYMS_PER_DEAL'))).toEqual([]);
  });
});
