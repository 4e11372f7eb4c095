import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseMarkdown } from '../../src/content/frontmatter.ts';

/** The message parseMarkdown throws for a file whose front matter is `fields`. */
function messageFor(fields: string): string {
  try {
    parseMarkdown(`---\n${fields}\n---\nDescrição.\n`);
  } catch (error) {
    if (error instanceof FrontMatterError) return error.message;
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('front matter errors name the slip behind them', () => {
  it.each([
    ['title: [Oferta] Fone JBL', '['],
    ['title: @Home Fone JBL', '@'],
    ['title: *Promo* Fone JBL', '*'],
    ['title: !Promo Fone JBL', '!'],
    ['summary: > 50% off\nprice: 10', '>'],
  ])('%s: quote a value starting with %s', (fields, start) => {
    const field = fields.split(':')[0]!;
    expect(messageFor(fields)).toContain(`(a value starting with "${start}" means something else to YAML: put the whole value in quotes, ${field}: "`);
  });

  it('says ": " needs quotes only when the value has one', () => {
    expect(messageFor('summary: Promoção: imperdível\n  outra: linha')).toContain('text containing ": " must be put in quotes');
  });

  it('names an invisible character pasted into a line', () => {
    expect(messageFor('title: Fone\nprice:\u00a0100\n  - x')).toContain('an invisible character, U+00A0 no-break space');
  });
});

describe('names that look right but hold an invisible character say so', () => {
  it('in a store name and a category key', async () => {
    const { categoryMessage } = await import('../../src/content/check/product.ts');
    expect(categoryMessage('electronics\u200b', 'fallback')).toMatch(
      /did you mean electronics\? .*; it holds an invisible character, U\+200B zero-width space, usually pasted from a web page: retype it$/,
    );
  });
});
