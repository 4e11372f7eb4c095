/**
 * The SVG check (src/content/svg-check.ts) that content:check and the publish step of scripts/build.ts
 * share: a strict XML reading with a namespace-aware allow-list, so prefixes, SMIL and foreign
 * namespaces cannot smuggle script past it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgProblem } from '../../src/content/svg-check.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('svgProblem', () => {
  it('accepts plain drawings: the sample catalog, the favicon, exporters’ declarations, fragment references', () => {
    const images = path.resolve('content/products/images');
    for (const name of readdirSync(images).filter((n) => n.endsWith('.svg'))) expect(svgProblem(readFileSync(path.join(images, name))), name).toBeUndefined();
    expect(svgProblem(readFileSync('public/favicon.svg'))).toBeUndefined();
    const exported = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${SVG} ${XLINK} xml:space="preserve" data-name="Layer 1"><style><![CDATA[.a{fill:url(#g)}]]></style><defs><linearGradient id="g"/></defs><use xlink:href="#g" class="a"/></svg>`;
    expect(svgProblem(exported)).toBeUndefined();
  });

  it.each([
    [
      'a namespaced script (any prefix bound to SVG)',
      `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`,
      /a <script> element/,
    ],
    ['an XHTML script', `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`, /another namespace \(<h:script>/],
    [
      'an XHTML iframe without foreignObject',
      `<svg ${SVG}><h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></svg>`,
      /another namespace/,
    ],
    ['the default namespace switched to XHTML', `<svg ${SVG}><g xmlns="http://www.w3.org/1999/xhtml"><iframe/></g></svg>`, /another namespace \(<g>/],
    ['SMIL set on href', `<svg ${SVG}><use href="#a"><set attributeName="href" to="javascript:alert(1)"/></use></svg>`, /the element <set>/],
    ['SMIL animate on href', `<svg ${SVG}><use href="#a"><animate attributeName="href" values="javascript:alert(1)"/></use></svg>`, /the element <animate>/],
    ['a link', `<svg ${SVG}><a href="https://example.com/"><rect/></a></svg>`, /the element <a>/],
    ['an event handler', `<svg ${SVG}><rect onclick="alert(1)"/></svg>`, /an event handler attribute \("onclick" on <rect>\)/],
    ['an event handler in another namespace', `<svg ${SVG} xmlns:p="urn:x"><rect p:onload="alert(1)"/></svg>`, /"p:onload"/],
    [
      'a javascript: xlink:href under another prefix',
      `<svg ${SVG} xmlns:x="http://www.w3.org/1999/xlink"><use x:href="javascript:alert(1)"/></svg>`,
      /a link or reference to another file \("x:href"/,
    ],
    ['an external image', `<svg ${SVG}><image href="https://evil.example/x.png"/></svg>`, /a link or reference to another file \(<image>\)/],
    ['a duplicated attribute (sax keeps the last)', `<svg ${SVG}><use href="#a" href="javascript:x"/></svg>`, /"href" twice/],
    ['entity declarations', `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]><svg ${SVG}>&x;</svg>`, /DOCTYPE with declarations/],
    ['an external stylesheet', `<?xml-stylesheet href="x.css"?><svg ${SVG}/>`, /processing instruction/],
    ['a CSS import', `<svg ${SVG}><style>@import "x.css";</style></svg>`, /@import/],
    ['a CSS url() to another file', `<svg ${SVG}><rect style="fill:url(https://x/y)"/></svg>`, /url\(\) reference/],
    ['CSS escapes that spell nothing loaded', `<svg ${SVG}><style>.\\61{fill:red}</style></svg>`, /backslash escapes/],
    ['a second root element', `<svg ${SVG}/><svg ${SVG}><script/></svg>`, /second root element/],
    ['another encoding', `<?xml version="1.0" encoding="UTF-7"?><svg ${SVG}/>`, /encoding "UTF-7"/],
  ])('refuses %s', (_what, text, reason) => {
    expect(svgProblem(text)).toMatch(reason);
    expect(svgProblem(text)).toMatch(/must be a plain drawing/);
  });

  // Each <style> is judged on its whole text, read by a CSS tokenizer: the parser's pieces once passed one by one.
  it.each([
    ['@import split by a CDATA section', `<svg ${SVG}><style>@imp<![CDATA[ort "https://x/y.css";]]></style></svg>`, /@import/],
    ['url( split by an XML comment', `<svg ${SVG}><style>.a{fill:ur<!--x-->l(https://x/y.png)}</style></svg>`, /url\(\) reference/],
    ['url( split by an entity', `<svg ${SVG}><style>.a{fill:&#117;rl(https://x/y.png)}</style></svg>`, /url\(\) reference/],
    ['a CSS escape spelling url(', `<svg ${SVG}><style>.a{fill:\\75 rl(https://x/y.png)}</style></svg>`, /url\(\) reference/],
    ['a CSS escape spelling @import', `<svg ${SVG}><style>@imp\\6f rt "https://x/y.css";</style></svg>`, /@import/],
    ['@import behind CSS comments', `<svg ${SVG}><style>/**/@import/**/"https://x/y.css";</style></svg>`, /@import/],
    ['a quoted url() to another file', `<svg ${SVG}><style>.a{fill:url( "https://x/y.png" )}</style></svg>`, /url\(\) reference/],
    ['image-set()', `<svg ${SVG}><style>.a{fill:image-set("https://x/y.png" 1x)}</style></svg>`, /image-set\(\) that loads another file/],
    ['-webkit-image-set() in a style attribute', `<svg ${SVG}><rect style="fill:-webkit-image-set('https://x/y.png' 1x)"/></svg>`, /image-set\(\) that loads/],
    ['@font-face', `<svg ${SVG}><style>@font-face{font-family:a;src:local(a)}</style></svg>`, /@font-face/],
    ['an escaped url() in a presentation attribute', `<svg ${SVG}><rect fill="\\75rl(https://x/y.png)"/></svg>`, /url\(\) reference/],
    ['an element inside <style>', `<svg ${SVG}><style>.a{fill:ur<g/>l(https://x)}</style></svg>`, /an element inside <style>/],
  ])('refuses %s', (_what, text, reason) => {
    expect(svgProblem(text)).toMatch(reason);
    expect(svgProblem(text)).toMatch(/must be a plain drawing/);
  });

  it('keeps fragment references and ordinary functions in styles', () => {
    expect(
      svgProblem(`<svg ${SVG}><style>.a{fill:url(#g)}.b{fill:url("#g");transform:rotate(45deg)}</style><rect class="a" transform="translate(1 2)"/></svg>`),
    ).toBeUndefined();
  });

  it.each([
    ['a file that is not well-formed', `<svg ${SVG}><rect></svg>`, /is not a well-formed SVG file/],
    ['a root without the SVG namespace', '<svg><script>alert(1)</script></svg>', /root element is <svg> without xmlns/],
    ['an XHTML document named .svg', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>', /root element is <html>/],
    ['no element at all', 'hello', /not|no <svg>/],
    ['text that is not UTF-8', new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]), /not UTF-8/],
  ])('says %s is no SVG image', (_what, content, reason) => {
    expect(svgProblem(content)).toMatch(reason);
  });

  it('refuses every bypass kept in the unsafe-svg fixture catalog', () => {
    const images = path.resolve('tests/fixtures/catalogs/unsafe-svg/products/images');
    for (const name of readdirSync(images)) expect(svgProblem(readFileSync(path.join(images, name))), name).toMatch(/contains/);
  });
});
