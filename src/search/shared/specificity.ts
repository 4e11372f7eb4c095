/**
 * How much a query word says about what the shopper wants. In "iphone 15", "ração 15 kg" or "cadeira
 * gamer preta", the noun names the product; numbers, sizes, units, colours and words like "barato" or
 * "gamer" only narrow it down, and alone they find unrelated deals (a 15.6" backpack for "iphone 15").
 * The forgiving search (forgiving.ts) never answers with qualifiers alone.
 */
import type { Locale } from '../../i18n/locales.ts';
import { kindWord } from './kinds.ts';
import { fold, singular } from './query.ts';

/** Units and sizes, in either language (shoppers mix them): "128gb" and "128 gb" alike. */
const UNITS =
  'gb tb mb kb mah kg g mg ml l lt litro liter litre w kw v volt watt hz ghz mhz mm cm m km pol polegada inch in ft pc pcs un und unidade peca piece pack cx p pp gg xg xl xxl xs s xxs';

/** Qualifiers per language: colours, sizes, condition and price; audience words are kinds (kindWord). */
const QUALIFIERS: Record<Locale, string> = {
  pt: 'barato caro promocao oferta desconto melhor bom novo usado original top premium basico simples grande pequeno medio mini maxi max plus pro ultra lite slim preto branco azul vermelho verde amarelo rosa roxo cinza prata dourado bege marrom laranja transparente colorido gamer adulto kit conjunto com sem portatil profissional',
  en: 'cheap cheapest sale deal deals discount best good new used original top premium basic simple big large small medium mini max plus pro ultra lite slim black white blue red green yellow pink purple grey gray silver gold beige brown orange clear colorful gamer gaming adult kit set with without portable professional',
};

const UNIT_SET = new Set(UNITS.split(' '));
const QUALIFIER_SETS: Record<Locale, ReadonlySet<string>> = { pt: new Set(QUALIFIERS.pt.split(' ')), en: new Set(QUALIFIERS.en.split(' ')) };

/** The word as the lists above spell it: folded, singular, and a feminine "-a" also as "-o" ("preta"). */
function keys(word: string, locale: Locale): string[] {
  const key = fold(singular(word.toLowerCase(), locale));
  return locale === 'pt' && key.endsWith('a') ? [key, `${key.slice(0, -1)}o`] : [key];
}

/**
 * True for a word that narrows a search down but names no product: anything with a digit ("15",
 * "128gb", "4k"), a unit or size, a qualifier of the language, or a kind word that only narrows
 * ("masculino", "kids": src/search/shared/kind-words.ts). Words of both languages count on both sites, since
 * a deal in Portuguese can show on the English one.
 */
export function isQualifier(word: string, locale: Locale): boolean {
  if (/\d/.test(word) || kindWord(word)?.narrows) return true;
  const other: Locale = locale === 'pt' ? 'en' : 'pt';
  return [locale, other].some((l) => keys(word, l).some((key) => QUALIFIER_SETS[l].has(key) || UNIT_SET.has(key)));
}
