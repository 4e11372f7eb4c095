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
# Oferta "${id}". Preencha cada valor "" vazio, tire o "# " da frente dos campos opcionais que usar
# e depois rode: npm run content:check
# Campos de texto têm a ajuda na linha de cima: um texto sem aspas engoliria um "# nota" escrito depois dele.
# title: nome do produto nos cards e na página; 3 a 140 caracteres
title: ""
# summary: texto do card, uma ou duas frases, 10 a 200 caracteres
summary: ""
# highlights: pontos fortes curtos (até 8), um "- texto" por linha; sem nenhum, escreva highlights: []
highlights:
  - ""
category: ${category} # uma destas: ${categoryKeys.join(', ')}
price: # preço da oferta: 1299.90 ou 1299,90 (dois dígitos de centavos); 1.299 é ambíguo e é recusado
# listPrice: 1599.90 # opcional: preço antes da oferta ("de"), maior que price
# confirmedPrice: 1599.90 # opcional: repita o preço para confirmá-lo quando a verificação o achar 10 vezes fora dos já publicados
currency: BRL # código ISO 4217; mantenha BRL, salvo se a loja cobrar em outra moeda
# merchant: loja parceira, p. ex. Amazon, Mercado Livre, Magalu, AliExpress, Shopee, KaBuM!
merchant: ""
affiliateUrl: "" # link de afiliado da oferta; começa com https://
image: "" # caminho a partir deste arquivo, p. ex. ../images/${id}.jpg (${IMAGE_EXTENSIONS.join(' ')}), ou o endereço https:// da foto no servidor de imagens da loja
# imageAlt: o que a foto mostra, para leitores de tela, p. ex. Fone de ouvido preto sobre a mesa
imageAlt: ""
# rating: 4.5 # opcional: nota média de 0 a 5 (4.5 ou 4,5)
# reviewCount: 120 # opcional: quantas avaliações a nota resume, sem ponto (exige rating)
popularity: 0 # número inteiro, 0 ou mais; maior aparece antes na ordem "Populares"
publishedAt: ${today} # AAAA-MM-DD: o dia em que a oferta foi ao ar (ordem "Recentes")
priceCheckedAt: ${today} # AAAA-MM-DD: quando o preço foi conferido na loja
# expiresAt: ${today} # opcional, AAAA-MM-DD: quando a oferta termina; não antes de publishedAt
# unavailableSince: ${today} # opcional, AAAA-MM-DD: a loja deixou de vender (npm run prices:check põe e tira)
featured: false # true ou false: mostrar no destaque da página inicial
# coupon: PROMO10 # opcional: código do cupom, 2 a 40 caracteres, sem espaços
# couponInPrice: false # true quando price já tem o cupom aplicado (o comprador é avisado)
# brand (opcional): fabricante ou marca; tire o "# " da linha abaixo para usar
# brand: ""
# tags: palavras de busca, p. ex. [fone, bluetooth]
tags: []
---
<!-- Descrição do produto em Markdown (o texto da página do produto). Escreva abaixo e apague este comentário. -->
`;
}

/** The English file: only the translatable text; everything else is inherited from the Portuguese file. */
export function englishScaffold({ id }: Pick<ScaffoldOptions, 'id'>): string {
  return `---
# Texto em inglês de products/pt/${id}.md; todos os outros campos vêm daquele arquivo.
# title: nome do produto em inglês; 3 a 140 caracteres
title: ""
# summary: texto do card em inglês, uma ou duas frases, 10 a 200 caracteres
summary: ""
# highlights: pontos fortes em inglês (até 8); sem nenhum, escreva highlights: []
highlights:
  - ""
---
<!-- Descrição do produto em inglês, em Markdown. Escreva abaixo e apague este comentário. -->
`;
}
