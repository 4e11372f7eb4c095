import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../src/lib/content-type.ts';

describe('the content type of a built file', () => {
  it('comes from its name, with text as UTF-8', () => {
    expect(contentTypeOf('/en/pagefind/vocabulary.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('/search/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('/_astro/site.C_3H2FSV.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/_astro/photo.Ab12.avif')).toBe('image/avif');
    expect(contentTypeOf('/pagefind/wasm.en.pagefind'), "Pagefind's own files: bytes").toBe('application/octet-stream');
  });
});
