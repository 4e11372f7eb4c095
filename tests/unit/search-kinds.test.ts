/**
 * Kinds of animal or person (src/search/shared/kind-words.ts) as the search reads them: from deals' titles,
 * from queries, and as the Pagefind filter a query asks for.
 */
import { describe, expect, it } from 'vitest';
import { KIND_WORDS } from '../../src/search/shared/kind-words.ts';
import { dealKinds, KIND_FILTER, kindFilter, kindsNamed, kindWord } from '../../src/search/shared/kinds.ts';
import { isQualifier } from '../../src/search/shared/specificity.ts';

describe('the kind words table', () => {
  it('reads every word back as the kinds it is written with (no two words collide once folded and singular)', () => {
    for (const table of Object.values(KIND_WORDS)) {
      for (const [word, entry] of Object.entries(table)) expect(kindWord(word), word).toEqual(entry);
    }
  });

  it('makes the words that only narrow qualifiers, and leaves the others naming products', () => {
    expect(isQualifier('masculina', 'pt')).toBe(true);
    expect(isQualifier('kids', 'en')).toBe(true);
    expect(isQualifier('gato', 'pt')).toBe(false);
    expect(isQualifier('baby', 'en')).toBe(false);
  });
});

describe('kinds in texts', () => {
  it.each([
    ['Ração Premier Cães Adultos 15 kg', ['dog']],
    ['Camiseta Feminina Algodão', ['women']],
    ['Camiseta masculina', ['men']],
    ['Gata de pelúcia', ['cat']],
    ["Women's Cotton Tee", ['women']],
    ['Unisex Organic Cotton Tee', ['men', 'women']],
    ['Brinquedo para cães e gatos', ['cat', 'dog']],
    ['Body Bebê Manga Curta', ['baby']],
    ['Geladeira Frost Free', []],
  ])('"%s" names %j', (text, kinds) => {
    expect(kindsNamed(text)).toEqual(kinds);
  });

  it("reads a deal's summary only when its title names no kind", () => {
    expect(dealKinds('Ração Premier Adultos', 'Ração para cães')).toEqual(['dog']);
    expect(dealKinds('Coleira para Cães', 'Não use em gatos')).toEqual(['dog']);
  });
});

describe('the filter a query asks for', () => {
  it('keeps the named kinds and the deals of no kind of their group', () => {
    expect(kindFilter('ração gato')).toEqual({ any: [{ [KIND_FILTER]: { any: ['cat'] } }, { not: { [KIND_FILTER]: { any: ['dog'] } } }] });
  });

  it('asks for every group the query names, and for nothing when it names no kind or every kind of a group', () => {
    expect(kindFilter('camiseta infantil gato')).toEqual({
      all: [
        { any: [{ [KIND_FILTER]: { any: ['cat'] } }, { not: { [KIND_FILTER]: { any: ['dog'] } } }] },
        { any: [{ [KIND_FILTER]: { any: ['kids'] } }, { not: { [KIND_FILTER]: { any: ['men', 'women', 'baby'] } } }] },
      ],
    });
    expect(kindFilter('geladeira')).toBeUndefined();
    expect(kindFilter('ração para cães e gatos')).toBeUndefined();
  });
});
