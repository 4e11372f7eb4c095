import { getCollection } from 'astro:content';

export type Locale = 'pt' | 'en';
export interface Deal {
  id: string;
  title: string;
  summary: string;
  category: string;
  price: number;
  merchant: string;
}

let loaded: Promise<Record<Locale, Deal[]>> | undefined;

async function load(): Promise<Record<Locale, Deal[]>> {
  const [pt, en] = await Promise.all([getCollection('pt'), getCollection('en')]);
  const english = new Map(en.map((e) => [e.id, e.data]));
  const deals = pt.map((e) => ({ id: e.id, ...e.data }));
  return { pt: deals, en: deals.map((d) => ({ ...d, ...english.get(d.id) })) };
}

/** Every deal of a language, and the base path of its pages. */
export async function deals(locale: Locale): Promise<Deal[]> {
  loaded ??= load();
  return (await loaded)[locale];
}

export const base = (locale: Locale) => (locale === 'pt' ? '' : '/en');
export const price = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : 'en-US', { style: 'currency', currency: 'BRL' }).format(value);
