/**
 * The locale table (src/i18n/locales.ts) is the one place a language is declared: what it says holds for
 * every derived rule, whichever languages it lists (addresses, twins, tags, the not-found script's files).
 */
import { describe, expect, it } from 'vitest';
import { defaultLocale, folderLocales, hreflangTags, isLocale, localeNames, locales, localeTags, otherLocales } from '../../src/i18n/locales.ts';
import { homeUrl, localePath, notFoundUrl, pathLocale, productUrl, switchLocalePath } from '../../src/lib/routes.ts';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts.ts';

describe('the locale table', () => {
  it('gives every language a valid BCP 47 tag of its own code, a distinct hreflang and a name', () => {
    for (const l of locales) {
      expect(Intl.getCanonicalLocales(localeTags[l])).toEqual([localeTags[l]]);
      expect(localeTags[l].split('-')[0]).toBe(l);
      expect(hreflangTags[l].split('-')[0]).toBe(l);
      expect(localeNames[l].trim()).not.toBe('');
    }
    expect(new Set(Object.values(hreflangTags)).size).toBe(locales.length);
    expect(Object.keys(localeTags)).toEqual(locales);
  });

  it('puts the default language, the first, at the root and every other under a folder named by its code', () => {
    expect(defaultLocale).toBe(locales[0]);
    expect(folderLocales()).toEqual(locales.slice(1));
    expect(homeUrl(defaultLocale)).toBe('/');
    for (const l of folderLocales()) expect(homeUrl(l)).toBe(`/${l}/`);
  });

  it("reads every language's addresses back as that language, and a folder that only starts like a code as the default's", () => {
    for (const l of locales) {
      for (const url of [homeUrl(l), productUrl('x', l), notFoundUrl(l), localePath(l, '')]) expect(pathLocale(url || '/')).toBe(l);
      expect(pathLocale(`/${l}x/`)).toBe(defaultLocale);
    }
  });

  it('makes every page a twin of each other language and back', () => {
    for (const from of locales) {
      for (const to of otherLocales(from)) {
        expect(switchLocalePath(productUrl('x', from), to)).toBe(productUrl('x', to));
        expect(switchLocalePath(homeUrl(from), to)).toBe(homeUrl(to));
      }
      expect(otherLocales(from)).toEqual(locales.filter((l) => l !== from));
    }
  });

  it('accepts only its codes', () => {
    for (const l of locales) expect(isLocale(l)).toBe(true);
    for (const value of [
      ...locales.map((l) => l.toUpperCase()),
      ...Object.values(localeTags),
      'xx',
      '',
      ` ${defaultLocale}`,
      undefined,
      null,
      0,
      [defaultLocale],
    ])
      expect(isLocale(value)).toBe(false);
  });

  it("gives the not-found script every language's not-found file", () => {
    for (const l of locales) expect(INLINE_SCRIPTS.notFound).toContain(JSON.stringify(notFoundUrl(l)));
  });
});
