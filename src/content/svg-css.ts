/**
 * Is a piece of CSS in an SVG (a `<style>` element's whole text, a `style` attribute, a presentation
 * attribute's value) plain drawing CSS? Judged on the tokens a browser reads, from a spec-conformant
 * tokenizer (@csstools/css-tokenizer): escapes are decoded (`\75 rl(` is `url(`, `@imp\6frt` is
 * `@import`) and comments split nothing (`@import/**\/"x"`), so no spelling of a file load slips
 * past a pattern. The caller passes the element's whole text, so XML comments and CDATA sections that
 * split a keyword (`ur<!--x-->l(`) are joined first, as the browser joins them.
 */
import { tokenize, type CSSToken } from '@csstools/css-tokenizer';

/** CSS functions whose job is to load another file (an image, a font, a painted element). */
const LOADING_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'image', 'cross-fade', '-webkit-cross-fade', 'element', '-moz-element', 'paint']);

/** At-rules that load another file: a stylesheet, a font. */
const LOADING_AT_RULES: Record<string, string> = { import: 'a CSS @import of another file', 'font-face': 'a CSS @font-face (it loads a font file)' };

const URL_REASON = 'a CSS url() reference to another file (only url(#fragment) is allowed)';
const SCRIPT_REASON = 'CSS that can run script';

/** The decoded name or value a token carries ("url" for `\75 rl(`), lowercased; '' for tokens without one. */
function tokenValue(token: CSSToken): string {
  const data = token[4] as { value?: unknown } | null;
  return typeof data?.value === 'string' ? data.value.toLowerCase() : '';
}

/** The first token after `index` that is not whitespace or a comment. */
function nextMeaningful(tokens: readonly CSSToken[], index: number): CSSToken | undefined {
  for (let i = index + 1; i < tokens.length; i++) {
    const type = tokens[i]![0];
    if (type !== 'whitespace-token' && type !== 'comment') return tokens[i];
  }
  return undefined;
}

/** Why a CSS text is not plain drawing CSS, or undefined. */
export function cssProblem(css: string): string | undefined {
  const tokens = tokenize({ css });
  for (const [index, token] of tokens.entries()) {
    const [type] = token;
    const value = tokenValue(token);
    if (type === 'at-keyword-token' && Object.hasOwn(LOADING_AT_RULES, value)) return LOADING_AT_RULES[value];
    if (type === 'bad-url-token') return URL_REASON;
    if (type === 'url-token' && !value.trim().startsWith('#')) return URL_REASON;
    if (type === 'function-token') {
      if (value === 'url' || value === 'src') {
        const argument = nextMeaningful(tokens, index);
        if (argument?.[0] !== 'string-token' || !tokenValue(argument).trim().startsWith('#')) return URL_REASON;
      }
      if (LOADING_FUNCTIONS.has(value)) return `a CSS ${value}() that loads another file`;
      if (value === 'expression') return SCRIPT_REASON;
    }
    if ((type === 'ident-token' || type === 'string-token') && (value.includes('javascript:') || value === 'behavior' || value.endsWith('-binding'))) return SCRIPT_REASON;
  }
  // Plain drawings need no escapes; refusing them is a second guard should a browser read one differently.
  if (css.includes('\\')) return 'CSS with backslash escapes';
  return undefined;
}
