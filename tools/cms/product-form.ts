/**
 * The two Keystatic collections over the product files: `products/pt/{id}.md` (every field) and
 * `products/en/{id}.md` (English text only). Every field of the zod schema gets an input (tsc fails when
 * the schema gains a field without a label here); the inputs that need more than the schema carries are
 * built from the same modules the site reads: categories, merchants, the image folder.
 */
import { collection, fields, type ComponentSchema } from '@keystatic/core';
import { z } from 'zod';
import { englishProductSchema, productSchema, SLUG_PATTERN } from '../../src/content/schema.ts';
import { categories } from '../../src/data/categories.ts';
import { merchants } from '../../src/config/merchants.ts';
import { defaultLocale } from '../../src/i18n/locales.ts';
import { formField, unwrap, type FieldText } from './form-fields.ts';
import { catalogImage } from './image-field.tsx';
import { fileDate, ruleField } from './rule-field.tsx';
import { decimalRuleProblem, endDateProblem, linkProblem, type DecimalRule } from './form-rules.ts';
import { MAX_PRICE } from '../../src/content/limits.ts';
import { readDecimal } from '../../src/content/numbers.ts';

/** The schemas' own fields, with a placeholder image type: only the field list and limits are read. */
const ptShape = productSchema(z.string()).shape;
const enShape = englishProductSchema.shape;
type PtField = keyof typeof ptShape;
type EnField = keyof typeof enShape;

/** Catalog folders, relative to the catalog root (the local API is rooted there, GitHub mode prefixes it). */
export const PRODUCTS_PATH = { pt: 'products/pt/*', en: 'products/en/*' } as const;
export const IMAGES_DIR = 'products/images';

/** Labels and help in Portuguese, the editors' language (the form's chrome is pt-BR too). */
const ptText: Record<PtField, FieldText> = {
  title: { label: 'Título', description: 'Nome do produto nos cards e na página; 3 a 140 caracteres.' },
  summary: { label: 'Resumo', description: 'Texto do card: uma ou duas frases, 10 a 200 caracteres.' },
  highlights: { label: 'Destaques', description: 'Pontos fortes curtos, até 8, mostrados em lista na página.' },
  category: { label: 'Categoria' },
  price: { label: 'Preço', description: 'Na moeda abaixo: 1299,90, 1.299,90 ou 1299.90 (dois dígitos de centavos). 1.299 é ambíguo e será recusado.' },
  listPrice: { label: 'Preço antes ("de")', description: 'Opcional; maior que o preço, escrito como ele. O desconto é calculado a partir dele.' },
  confirmedPrice: {
    label: 'Confirmar preço fora do comum',
    description: 'Só quando a verificação recusar um preço 10 vezes acima ou abaixo dos já publicados: repita aqui o preço, se estiver certo.',
  },
  currency: { label: 'Moeda', description: 'Código ISO 4217; mantenha BRL salvo se a loja cobrar em outra moeda.' },
  merchant: { label: 'Loja parceira', description: 'As lojas e seus domínios estão em src/config/merchants.ts.' },
  affiliateUrl: { label: 'Link de afiliado', description: 'Começa com https:// e aponta para um domínio da loja escolhida.' },
  image: {
    label: 'Imagem',
    description:
      'Com o link da loja, prefira a foto da loja: npm run content:new -- --from-url LINK grava o endereço dela, e o formulário o mantém. Uma foto enviada (JPEG, PNG, WebP ou SVG) deve ter até 1 MB e 2.500 px; maior, rode npm run photo:fit -- CAMINHO antes do commit.',
  },
  imageAlt: { label: 'Texto alternativo da imagem', description: 'O que a imagem mostra, para leitores de tela.' },
  rating: { label: 'Nota', description: 'Opcional: média de 0 a 5, como 4,6 ou 4.6.' },
  reviewCount: { label: 'Número de avaliações', description: 'Opcional: quantas avaliações a nota resume (exige a nota).' },
  popularity: { label: 'Popularidade', description: 'Número inteiro; maior aparece antes na ordem "Populares".' },
  publishedAt: {
    label: 'Publicada em',
    description:
      'O dia em que a oferta vai ao ar (ordem "Recentes"); um dia futuro a agenda: fora do site até o primeiro build desse dia, no horário de Brasília.',
  },
  priceCheckedAt: { label: 'Preço conferido em', description: 'Última conferência do preço na loja; mostrada ao comprador.' },
  expiresAt: { label: 'Termina em', description: 'Opcional; depois desta data a oferta aparece como encerrada.' },
  unavailableSince: {
    label: 'Indisponível na loja desde',
    description:
      'Preenchido pela verificação noturna de preços quando a loja deixa de vender; a oferta sai das listas e da busca. Apague para publicá-la de novo.',
  },
  featured: { label: 'Destaque na página inicial' },
  coupon: { label: 'Cupom', description: 'Opcional: 2 a 40 caracteres, sem espaços.' },
  couponInPrice: { label: 'O preço já tem o cupom aplicado' },
  brand: { label: 'Marca', description: 'Opcional.' },
  tags: { label: 'Palavras-chave de busca', description: 'Palavras que o comprador digitaria para achar a oferta.' },
};

const enText: Record<EnField, FieldText> = {
  title: { label: 'Título em inglês', description: '3 a 140 caracteres.' },
  summary: { label: 'Resumo em inglês', description: 'Uma ou duas frases, 10 a 200 caracteres.' },
  highlights: { label: 'Destaques em inglês' },
  imageAlt: { label: 'Texto alternativo em inglês', description: 'Opcional; sem ele, o título em inglês descreve a foto (nunca o texto em português).' },
};

/** A field of a product file as the form names it ("Preço (price)"), for messages about the file. */
export function fieldLabel(field: string): string {
  const key = field.split('.')[0]!;
  const text = (ptText as Record<string, FieldText>)[key] ?? (enText as Record<string, FieldText>)[key];
  return text ? `${text.label} (${field})` : field;
}

/** Title and file name: the file name is the product id (and its URL), the same in both folders. */
function titleAndId(text: FieldText, idHelp: string) {
  const { inner } = unwrap(ptShape.title);
  return fields.slug({
    name: { ...text, validation: { length: { min: inner.minLength ?? undefined, max: inner.maxLength ?? undefined } } },
    slug: {
      label: 'Id (nome do arquivo e endereço)',
      description: idHelp,
      validation: { pattern: { regex: SLUG_PATTERN, message: 'Só letras minúsculas, números e hífens simples, como fone-jbl-tune-520bt.' } },
    },
  });
}

/**
 * Prices and the rating: text read by the catalog's number rule (src/content/numbers.ts), never by the
 * browser's locale; the file gets the number, 1299.9.
 */
function decimalInput(field: 'price' | 'listPrice' | 'confirmedPrice' | 'rating', rule: DecimalRule) {
  const kind = rule.kind;
  return ruleField({
    ...ptText[field],
    required: unwrap(ptShape[field]).required,
    inputMode: 'decimal',
    problem: (text) => decimalRuleProblem(text, rule),
    fromFile: (stored) => (typeof stored === 'number' && kind === 'price' && !Number.isInteger(stored) ? stored.toFixed(2) : String(stored)),
    toFile: (text) => {
      const reading = readDecimal(text);
      return reading.ok ? reading.value : text;
    },
  });
}

/** Inputs the schema alone cannot describe: named choices, an upload, a URL, the numbers and dates our rules read. */
const ptInputs: Partial<Record<PtField, ComponentSchema>> = {
  category: fields.select({
    ...ptText.category,
    options: categories.map((c) => ({ label: c[defaultLocale], value: c.key })),
    defaultValue: categories[0].key,
  }),
  merchant: fields.select({ ...ptText.merchant, options: merchants.map((m) => ({ label: m.name, value: m.name })), defaultValue: merchants[0]!.name }),
  currency: fields.select({
    ...ptText.currency,
    options: Intl.supportedValuesOf('currency').map((code) => ({ label: code, value: code })),
    defaultValue: String(unwrap(ptShape.currency).defaultValue),
  }),
  affiliateUrl: ruleField({ ...ptText.affiliateUrl, required: true, type: 'url', inputMode: 'url', problem: linkProblem }),
  price: decimalInput('price', { kind: 'price', min: 0, max: MAX_PRICE, decimals: 2 }),
  listPrice: decimalInput('listPrice', { kind: 'price', min: 0.01, max: MAX_PRICE, decimals: 2 }),
  confirmedPrice: decimalInput('confirmedPrice', { kind: 'price', min: 0.01, max: MAX_PRICE, decimals: 2 }),
  rating: decimalInput('rating', { kind: 'rating', min: 0, max: 5 }),
  expiresAt: ruleField({ ...ptText.expiresAt, required: false, type: 'date', problem: (text, read) => endDateProblem(text, read), toFile: fileDate }),
  // Uploads land in the catalog's image folder, one folder per product, referenced relative to the product file.
  image: catalogImage({ ...ptText.image, directory: IMAGES_DIR, publicPath: '../images/' }),
};

/** The product description: markdown, without uploads into the body (product images go in `image`). */
function body(label: string) {
  return fields.markdoc({ label, extension: 'md', options: { image: false } });
}

/** One input per schema field, in the schema's order (the order the file's front matter is written in). */
function schemaFields<K extends string>(shape: Record<K, unknown>, text: Record<K, FieldText>, inputs: Partial<Record<K, ComponentSchema>>) {
  const keys = Object.keys(shape) as K[];
  return Object.fromEntries(keys.map((key) => [key, inputs[key] ?? formField(shape[key], text[key])])) as Record<K, ComponentSchema>;
}

/** The Portuguese product files: every field plus the body. */
export const productsPt = collection({
  label: 'Ofertas (português)',
  path: PRODUCTS_PATH.pt,
  slugField: 'title',
  format: { contentField: 'body' },
  previewUrl: '/product/{slug}/',
  columns: ['title'],
  schema: {
    ...schemaFields(ptShape, ptText, ptInputs),
    title: titleAndId(ptText.title, 'Gerado do título; não mude depois de publicar, ou o endereço antigo deixa de existir.'),
    body: body('Descrição'),
  },
});

/** The English files: text only, under the same id as the Portuguese file. */
export const productsEn = collection({
  label: 'Textos em inglês',
  path: PRODUCTS_PATH.en,
  slugField: 'title',
  format: { contentField: 'body' },
  previewUrl: '/en/product/{slug}/',
  columns: ['title'],
  schema: {
    ...schemaFields(enShape, enText, {}),
    title: titleAndId(enText.title, 'O mesmo id da oferta em português (o nome do arquivo dela, sem .md).'),
    body: body('Descrição em inglês'),
  },
});
