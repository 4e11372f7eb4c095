/**
 * Kinds of animal or person a deal is for, and the words that name them: the one list the search reads
 * them from (src/search/shared/kinds.ts). A deal whose title names kinds of a group is indexed with them
 * (the Pagefind filter KIND_FILTER), and a query that names a kind of that group never finds a deal
 * of another kind of it: "ração gato" is not answered with dog food, "camiseta masculina" not with a
 * women's t-shirt. Deals that name no kind of the group (a plain t-shirt) match every kind.
 *
 * Words are written as shoppers type them; case, accents and plurals do not matter ("Cães" is "cão").
 * Words of both languages count on both sites, since a deal in Portuguese can show on the English one.
 * Leave out words with other meanings in product names ("man" of "Iron Man", "macho" of a plug).
 */
import type { Locale } from '../../i18n/locales.ts';

/** Kinds that exclude each other: a deal for cats is not one for dogs. */
export const KIND_GROUPS = {
  pet: ['cat', 'dog'],
  person: ['men', 'women', 'kids', 'baby'],
} as const;

export type KindGroup = keyof typeof KIND_GROUPS;
export type Kind = (typeof KIND_GROUPS)[KindGroup][number];

/** A word that names one or more kinds ("unissex" names men and women). */
export interface KindWord {
  kinds: readonly Kind[];
  /**
   * True when the word alone names no product but only narrows one down ("masculino", "kids"): the
   * forgiving search never answers with such words alone (src/search/shared/specificity.ts). "gato" or
   * "bebê" alone find the deals for cats or babies.
   */
  narrows: boolean;
}

const word = (narrows: boolean, ...kinds: Kind[]): KindWord => ({ kinds, narrows });

export const KIND_WORDS: Record<Locale, Record<string, KindWord>> = {
  pt: {
    gato: word(false, 'cat'),
    gatinho: word(false, 'cat'),
    felino: word(false, 'cat'),
    cão: word(false, 'dog'),
    cachorro: word(false, 'dog'),
    cachorrinho: word(false, 'dog'),
    canino: word(false, 'dog'),
    masculino: word(true, 'men'),
    feminino: word(true, 'women'),
    unissex: word(true, 'men', 'women'),
    infantil: word(true, 'kids'),
    infantis: word(true, 'kids'),
    criança: word(true, 'kids'),
    menino: word(true, 'kids'),
    bebê: word(false, 'baby'),
  },
  en: {
    cat: word(false, 'cat'),
    kitten: word(false, 'cat'),
    kitty: word(false, 'cat'),
    feline: word(false, 'cat'),
    dog: word(false, 'dog'),
    puppy: word(false, 'dog'),
    doggy: word(false, 'dog'),
    canine: word(false, 'dog'),
    men: word(true, 'men'),
    mens: word(true, 'men'),
    women: word(true, 'women'),
    womens: word(true, 'women'),
    woman: word(true, 'women'),
    ladies: word(true, 'women'),
    unisex: word(true, 'men', 'women'),
    kid: word(true, 'kids'),
    child: word(true, 'kids'),
    children: word(true, 'kids'),
    boy: word(true, 'kids'),
    girl: word(true, 'kids'),
    baby: word(false, 'baby'),
    infant: word(false, 'baby'),
    newborn: word(false, 'baby'),
    toddler: word(false, 'baby'),
  },
};
