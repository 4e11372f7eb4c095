/**
 * Text of a new product file for `npm run content:new`. Values an editor must supply are left empty so
 * content:check fails until they are filled in; values with a sensible default (dates, currency) are valid.
 */
import { categoryKeys, type CategoryKey } from '../data/categories.ts';
import { IMAGE_EXTENSIONS } from './check/images.ts';

/** What a scaffold needs: the product id, its category and today's date as YYYY-MM-DD. */
export type ScaffoldOptions = { id: string; category: CategoryKey; today: string };

/** Today's date in the editor's time zone as YYYY-MM-DD (the date they would write by hand). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Portuguese file: every schema field, optional ones commented out, each with what it is and its format. */
export function portugueseScaffold({ id, category, today }: ScaffoldOptions): string {
  return `---
# Product "${id}". Fill in every empty "" value, uncomment the optional fields you need,
# then run: npm run content:check
# Text fields have their help on the line above: text typed without quotes after the value would
# swallow a "# note" written after it.
# title: product name on cards and the product page; 3 to 140 characters
title: ""
# summary: card text, one or two sentences, 10 to 200 characters
summary: ""
# highlights: short selling points (up to 8), one "- text" per line; with none, write highlights: []
highlights:
  - ""
category: ${category} # one of: ${categoryKeys.join(', ')}
price: # deal price, dot for decimals, at most 2 decimals, e.g. 1299.90
# listPrice: 1599.90 # optional: price before the deal ("de"); must be higher than price
currency: BRL # ISO 4217 code; keep BRL unless the store charges in another currency
# merchant: partner store, e.g. Amazon, Mercado Livre, Magalu, AliExpress, Shopee, KaBuM!
merchant: ""
affiliateUrl: "" # affiliate link to the deal; must start with https://
image: "" # path from this file, e.g. ../images/${id}.jpg (${IMAGE_EXTENSIONS.join(' ')}), or the photo's https:// URL on the store's image host
# imageAlt: what the image shows, for screen readers, e.g. Fone de ouvido preto sobre a mesa
imageAlt: ""
# rating: 4.5 # optional: average rating from 0 to 5
# reviewCount: 120 # optional: how many reviews the rating averages (needs rating)
popularity: 0 # whole number, 0 or more; higher comes first in the "Popularity" sort
publishedAt: ${today} # YYYY-MM-DD: the day the deal was posted ("Latest" sort)
priceCheckedAt: ${today} # YYYY-MM-DD: when the price was last checked at the store
# expiresAt: ${today} # optional YYYY-MM-DD: when the deal ends; not before publishedAt
# unavailableSince: ${today} # optional YYYY-MM-DD: the store stopped selling it (npm run prices:check sets and removes it)
featured: false # true or false: show in the home page's featured section
# coupon: PROMO10 # optional: coupon code, 2 to 40 characters, no spaces
# couponInPrice: false # true when price already has the coupon applied (shoppers are told which)
# brand (optional): manufacturer or brand; remove the "# " before the line below to use it
# brand: ""
# tags: search keywords, e.g. [fone, bluetooth]
tags: []
---
<!-- Descrição do produto em Markdown (o texto da página do produto). Escreva abaixo e apague este comentário. -->
`;
}

/** The English file: only the translatable text; everything else is inherited from the Portuguese file. */
export function englishScaffold({ id }: Pick<ScaffoldOptions, 'id'>): string {
  return `---
# English text for products/pt/${id}.md; all other fields come from that file.
# title: product name in English; 3 to 140 characters
title: ""
# summary: card text in English, one or two sentences, 10 to 200 characters
summary: ""
# highlights: selling points in English (up to 8); with none, write highlights: []
highlights:
  - ""
---
<!-- English product description in Markdown. Write it below and delete this comment. -->
`;
}
