/**
 * The header's texts in both languages, in a module of their own: the header's island imports them (a few
 * hundred bytes, downloaded with the island on the first touch of a menu) instead of carrying them as props
 * in every page's HTML. The UI dictionaries (pt.ts, en.ts) take their `header` from here.
 */
import type { Locale } from './locales.ts';

const pt = {
  home: 'Top Ofertas: página inicial',
  searchLabel: 'Buscar ofertas',
  searchPlaceholder: 'Buscar produtos e lojas…',
  searchButton: 'Buscar',
  categories: 'Categorias',
  allCategories: 'Todas as categorias',
  languageCurrent: '{code}, idioma: {language}',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menu: 'Menu',
  myAccount: 'Minha Conta',
  skipToContent: 'Pular para o conteúdo',
};

export type HeaderTexts = typeof pt;

const en: HeaderTexts = {
  home: 'Top Deals: home page',
  searchLabel: 'Search deals',
  searchPlaceholder: 'Search products and stores…',
  searchButton: 'Search',
  categories: 'Categories',
  allCategories: 'All categories',
  languageCurrent: '{code}, language: {language}',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  myAccount: 'My Account',
  skipToContent: 'Skip to content',
};

export const headerTexts: Record<Locale, HeaderTexts> = { pt, en };
