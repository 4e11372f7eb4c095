/** The pure parts of the forgiving search: synonym files and expansion, the vocabulary, spelling correction, joining words. */
import * as queryText from '../../src/search/shared/query.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { isPrefixFallback, isStopWord, pagefindQuery, withoutStopWords } from '../../src/search/shared/query.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_SYNONYMS_BYTES, parseSynonyms, readSynonyms, synonymKey } from '../../src/search/build/synonyms-file.ts';
import { parseYaml } from '../../src/content/frontmatter.ts';
import { correctQuery, correctWord, editDistance, maxEdits, speller } from '../../src/search/browser/lazy/correct.ts';
import { synonymExpander } from '../../src/search/build/synonyms.ts';
import { buildVocabulary, parseVocabulary } from '../../src/search/build/vocabulary.ts';

describe('synonym files', () => {
  it('reads one group per line and ignores comments and blank lines', () => {
    expect(parseSynonyms('# comment\n\n- [geladeira, refrigerador]\n- [Celular, smartphone, smartfone]\n')).toEqual({
      groups: [
        ['geladeira', 'refrigerador'],
        ['Celular', 'smartphone', 'smartfone'],
      ],
      problems: [],
    });
  });

  it('treats an empty file as no synonyms', () => {
    expect(parseSynonyms('# nothing yet\n')).toEqual({ groups: [], problems: [] });
  });

  it('keeps the valid groups when others are broken', () => {
    const { groups, problems } = parseSynonyms('- [a, b]\n- [c]\n- [d, e]\n');
    expect(groups).toEqual([
      ['a', 'b'],
      ['d', 'e'],
    ]);
    expect(problems).toEqual([{ line: 2, message: expect.stringMatching(/at least two terms/) as string }]);
  });

  it('refuses a list that is not a list of groups', () => {
    expect(parseSynonyms('geladeira: refrigerador\n').problems).toEqual([{ line: 1, message: expect.stringMatching(/must be a list of groups/) as string }]);
  });

  it('compares terms without case, accents or extra spaces', () => {
    expect(synonymKey('  Câmera   Digital ')).toBe('camera digital');
  });

  // Each line repeats the one before nine times: 9^6 terms, about 48 MB once printed, from these bytes.
  const ANCHOR_BOMB = [
    '- &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ...'bcdef'.split('').map((name, i) => `- &${name} [${Array(9).fill(`*${'abcdef'[i]}`).join(', ')}]`),
  ].join('\n');

  it('refuses YAML aliases, naming the line, without expanding them', () => {
    expect(ANCHOR_BOMB.length).toBeLessThan(300);
    const started = performance.now();
    const { groups, problems } = parseSynonyms(ANCHOR_BOMB);
    expect(performance.now() - started).toBeLessThan(100);
    expect(groups).toEqual([]);
    expect(problems).toEqual([
      { line: 2, message: expect.stringMatching(/^uses an alias: YAML aliases \(\*name\) are not accepted here: write the value out in full/) as string },
    ]);
    expect(problems[0]!.message.length).toBeLessThan(200);
    // Product files go through the same reader.
    expect(() => parseYaml('title: &t Fone\nsummary: *t\n')).toThrow(/exceeded maxAliases/);
  });

  it('quotes at most 40 characters of a term in a message', () => {
    const long = 'x'.repeat(5000);
    const { problems } = parseSynonyms(`- [geladeira, <${long}>]\n- [${long}, ${long}]\n`);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(new RegExp(`^"<x{39}…" is not a term`)),
      expect.stringMatching(new RegExp(`^"x{40}…" has 5000 characters, over the limit of 60 per term`)),
    ]);
    expect(Math.max(...problems.map((p) => p.message.length))).toBeLessThan(200);
  });

  describe('a file over the size limit', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('is not read: one problem names its size and the limit', () => {
      dir = mkdtempSync(path.join(tmpdir(), 'synonyms-'));
      const file = path.join(dir, 'synonyms.pt.yml');
      writeFileSync(file, '- [a, b]\n'.repeat((2 * 1024 * 1024) / 9));
      expect(readSynonyms(file)).toEqual({
        groups: [],
        problems: [{ line: 0, message: expect.stringMatching(/^is 2,048 KB, over the limit of 64 KB for a synonym file: keep the groups/) as string }],
      });
      // Just under the limit, groups of distinct terms: read, with no problem.
      const groups = Array.from({ length: Math.floor(MAX_SYNONYMS_BYTES / 24) }, (_, i) => `- [termo${i}, sinonimo${i}]\n`);
      writeFileSync(
        file,
        groups
          .join('')
          .slice(0, MAX_SYNONYMS_BYTES)
          .replace(/[^\n]*$/, ''),
      );
      expect(readSynonyms(file)?.problems).toEqual([]);
      expect(readSynonyms(path.join(dir, 'none.yml'))).toBeUndefined();
    });
  });
});

describe('synonym expansion at index time', () => {
  const expand = synonymExpander(
    [
      ['geladeira', 'refrigerador'],
      ['fone de ouvido', 'headset'],
      ['tv', 'televisão'],
    ],
    'pt',
  );

  it('adds the other terms of every group a deal mentions, in both directions', () => {
    expect(expand(['Geladeira Frost Free'])).toEqual(['refrigerador']);
    expect(expand(['Refrigeradores duplex'])).toEqual(['geladeira']);
  });

  it('matches phrases and whole words only', () => {
    expect(expand(['Fones de Ouvido Bluetooth'])).toEqual(['headset']);
    expect(expand(['Fone Bluetooth'])).toEqual([]);
    expect(expand(['Tvbox'])).toEqual([]);
    expect(expand(['Smart TV 50"'])).toEqual(['televisão']);
  });

  it('adds nothing a deal already says', () => {
    expect(expand(['Geladeira', 'refrigerador'])).toEqual([]);
  });

  it('matches phrases across the deal’s texts and at their ends', () => {
    expect(expand(['Fone', 'de ouvido'])).toEqual(['headset']);
    expect(expand(['Headset gamer'])).toEqual(['fone de ouvido']);
    expect(expand(['Um fone'])).toEqual([]);
  });

  // One lookup per word of a deal's text: 2,000 deals against 3,000 groups took seconds when every deal scanned every group.
  it('costs per word of a deal, not per group', () => {
    const many = Array.from({ length: 3000 }, (_, i) => [`termo${i}`, `sinonimo${i} extra`]);
    const big = synonymExpander(many, 'pt');
    const deal = (i: number) => [`Produto termo${i % 3000} com texto de exemplo`, 'Uma descrição curta do produto com várias palavras comuns'];
    expect(big(deal(7))).toEqual(['sinonimo7 extra']);
    expect(big(['sinonimo7 extra'])).toEqual(['termo7']);
    const started = performance.now();
    for (let i = 0; i < 2000; i++) big(deal(i));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('vocabulary', () => {
  const docs = [['Câmera Mirrorless', 'câmeras e lentes'], ['Câmera de Segurança'], ['Camera', 'Cama Box 4K 2024']];

  it('counts the deals using each word, in the singular, shown with its most used spelling', () => {
    const { terms } = parseVocabulary(buildVocabulary(docs, 'pt'), queryText.fold);
    expect(terms.find((t) => t.key === 'camera')).toEqual({ key: 'camera', word: 'câmera', count: 3 });
    expect(terms.find((t) => t.key === 'lente')).toEqual({ key: 'lente', word: 'lente', count: 1 });
  });

  it('leaves out short words and words with digits', () => {
    const keys = parseVocabulary(buildVocabulary(docs, 'pt'), queryText.fold).terms.map((t) => t.key);
    expect(keys).not.toContain('de');
    expect(keys).not.toContain('4k');
    expect(keys).not.toContain('2024');
  });

  it('keeps the most used words within the byte budget', () => {
    const many = Array.from({ length: 500 }, (_, i) => [
      `palavra${'abcdefghij'[i % 10]}${'klmnopqrst'[Math.floor(i / 10) % 10]}${'uvwxyz'[Math.floor(i / 100)]}`,
      'comum',
    ]);
    const text = buildVocabulary(many, 'pt', 400, () => []);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(400);
    expect(parseVocabulary(text, queryText.fold).terms.map((t) => t.key)).toContain('comum');
  });
});

describe('spelling correction', () => {
  const vocabulary = speller(
    parseVocabulary(
      buildVocabulary(
        [['Câmera Mirrorless'], ['Câmera de Segurança'], ['Cama Box'], ['Fone Bluetooth'], ['Fones'], ['Fonte ATX'], ['Geladeira'], ['Eletrônicos']],
        'pt',
      ),
      queryText.fold,
    ),
    queryText,
  );

  it('measures edits, a swap of neighbours counting as one', () => {
    expect(editDistance('geladiera', 'geladeira', 2)).toBe(1);
    expect(editDistance('gelladeyra', 'geladeira', 2)).toBe(2);
    expect(editDistance('cama', 'camera', 2)).toBe(2);
    expect(editDistance('abc', 'xyzuvw', 2)).toBe(3);
  });

  it('allows no edit under 4 letters, one up to 5, two from 6', () => {
    expect([3, 4, 5, 6, 9].map(maxEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('corrects a misspelt word to the closest catalog word, accents restored', () => {
    expect(correctWord('geladiera', vocabulary, 'pt')).toBe('geladeira');
    expect(correctWord('camra', vocabulary, 'pt')).toBe('câmera');
    expect(correctWord('GELADIERAS', vocabulary, 'pt')).toBe('geladeira');
  });

  it('never turns a catalog word into another, nor a prefix Pagefind completes', () => {
    expect(correctWord('cama', vocabulary, 'pt')).toBeUndefined();
    expect(correctWord('fone', vocabulary, 'pt')).toBeUndefined();
    expect(correctWord('fonte', vocabulary, 'pt')).toBeUndefined();
    expect(correctWord('eletro', vocabulary, 'pt')).toBeUndefined();
  });

  it('gives a short word one edit at most, so "camx" is not "câmera"', () => {
    expect(correctWord('camx', vocabulary, 'pt')).toBe('cama');
    expect(correctWord('box', vocabulary, 'pt')).toBeUndefined();
  });

  it('leaves words with digits and words too far from anything alone', () => {
    expect(correctWord('rtx4050', vocabulary, 'pt')).toBeUndefined();
    expect(correctWord('xyzzyx', vocabulary, 'pt')).toBeUndefined();
  });

  it('corrects only the misspelt words of a query, or says there is nothing to correct', () => {
    expect(correctQuery('fone blutooth', vocabulary, 'pt')).toBe('fone bluetooth');
    expect(correctQuery('fone bluetooth', vocabulary, 'pt')).toBeUndefined();
  });
});

describe('joining words', () => {
  it('are left out of indexed texts in either language, words with meaning kept', () => {
    expect(withoutStopWords('Fone de Ouvido sem Fio para Celular, com Microfone')).toBe('Fone Ouvido sem Fio Celular, com Microfone');
    expect(withoutStopWords('Tent for the Family of 4')).toBe('Tent Family 4');
    expect(withoutStopWords('E-book à venda')).toBe('E-book venda');
    expect(isStopWord('Das')).toBe(true);
    expect(isStopWord('sem')).toBe(false);
  });

  it('are left out of queries, unless the query has nothing else', () => {
    expect(pagefindQuery(' fones de ouvido ', 'pt')).toBe('fone ouvido');
    expect(pagefindQuery('headphones for the gym', 'en')).toBe('headphones gym');
    expect(pagefindQuery('de', 'pt')).toBe('de');
  });

  it('never count as a word the results failed to match', () => {
    expect(isPrefixFallback('fone de ouvido', ['Fone', 'Ouvido'], 'pt')).toBe(false);
    expect(isPrefixFallback('fone de ouvidox', ['Fone', 'Ouvido'], 'pt')).toBe(true);
  });
});
