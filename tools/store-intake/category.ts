/**
 * The category a new deal is proposed for, from the store's breadcrumb and our category words. Sure only
 * when the breadcrumb names one category and nothing points at another; otherwise the editor chooses
 * (content:new asks, or refuses without a terminal): a category is never guessed silently.
 */
import { categories, type CategoryKey } from '../../src/data/categories.ts';

/** Words that place a product in a category, beyond the category's own names (folded: lowercase, no accents). */
const WORDS: Record<CategoryKey, readonly string[]> = {
  electronics: ['tv', 'televisao', 'smart tv', 'fone', 'headphone', 'caixa de som', 'soundbar', 'camera', 'eletronicos', 'audio'],
  computers: ['notebook', 'laptop', 'monitor', 'teclado', 'mouse', 'ssd', 'informatica', 'computador', 'impressora', 'roteador'],
  mobiles: ['celular', 'smartphone', 'iphone', 'galaxy', 'carregador', 'capinha', 'smartwatch', 'telefonia'],
  automotive: ['automotivo', 'carro', 'pneu', 'moto', 'automoveis', 'som automotivo'],
  'home-garden': ['casa', 'cozinha', 'jardim', 'eletrodomesticos', 'air fryer', 'geladeira', 'aspirador', 'cama', 'moveis', 'decoracao'],
  'fashion-travel': ['moda', 'roupa', 'tenis', 'mala', 'mochila', 'relogio', 'calcado', 'bolsa', 'viagem'],
  sports: ['esporte', 'esportes', 'fitness', 'bicicleta', 'camping', 'futebol', 'academia', 'lazer'],
  'pet-shop': ['pet', 'cachorro', 'caes', 'gato', 'gatos', 'racao', 'animais'],
  books: ['livro', 'livros', 'ebook', 'e-book', 'kindle'],
  courses: ['curso', 'cursos', 'aula', 'treinamento'],
  games: ['game', 'games', 'console', 'playstation', 'xbox', 'nintendo', 'controle', 'videogame'],
  beauty: ['beleza', 'perfume', 'perfumaria', 'maquiagem', 'cabelo', 'skincare', 'cuidados'],
  tools: ['ferramenta', 'ferramentas', 'furadeira', 'parafusadeira', 'serra', 'chave'],
  toys: ['brinquedo', 'brinquedos', 'lego', 'boneca', 'quebra-cabeca', 'jogo de tabuleiro'],
};

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9&-]+/g, ' ')
    .trim();

/** A proposal: the best category if any, whether it is sure, and every candidate with why. */
export interface CategoryProposal {
  key: CategoryKey | undefined;
  sure: boolean;
  candidates: { key: CategoryKey; why: string[] }[];
}

function hits(text: string, key: CategoryKey): string[] {
  const words = ` ${fold(text)} `;
  const category = categories.find((c) => c.key === key)!;
  const names = [category.pt, category.en, ...category.pt.split(/ e /), ...category.en.split(/ & /)].map(fold);
  return [...new Set([...names, ...WORDS[key]])].filter((w) => w.length > 1 && words.includes(` ${w} `));
}

/** Proposes a category from the breadcrumb's names (strong) and the product title (weak). */
export function proposeCategory(breadcrumb: readonly string[], title: string | undefined): CategoryProposal {
  const scores = categories.map(({ key }) => {
    const fromCrumbs = breadcrumb.flatMap((crumb) => hits(crumb, key).map((w) => `breadcrumb "${crumb}" (${w})`));
    const fromTitle = title ? hits(title, key).map((w) => `title (${w})`) : [];
    return { key, crumbs: fromCrumbs.length, score: fromCrumbs.length * 3 + fromTitle.length, why: [...fromCrumbs, ...fromTitle] };
  });
  const ranked = scores.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const [best, next] = ranked;
  const sure = Boolean(best && best.crumbs > 0 && (!next || next.score * 2 <= best.score));
  return { key: best?.key, sure, candidates: ranked.map((s) => ({ key: s.key, why: s.why })) };
}
