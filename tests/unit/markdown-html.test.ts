/**
 * The policy for HTML in markdown bodies (src/content/markdown-html.ts): what editors need survives the
 * build's sanitiser, anything that can run or load script does not, and the checker names each loss.
 */
import { markdownToHtml, type MarkdownToHtmlResult } from 'satteri';
import { describe, expect, it } from 'vitest';
import { droppedHtml, markdownFeatures, sanitizeEveryDocumentPlugin, sanitizeHtmlPlugin } from '../../src/content/markdown-html.ts';

// The plugin is synchronous, so is the result.
const render = (markdown: string, plugin = sanitizeHtmlPlugin) =>
  (markdownToHtml(markdown, { features: markdownFeatures, hastPlugins: [plugin] }) as MarkdownToHtmlResult).html;

describe('a body the sanitiser could not change is left as it is', () => {
  it.each([
    ['prose and emphasis', '**Bold**, *italic*, ~~old~~ and `code` & 5 > 3.\nA hard  \nbreak.'],
    ['lists', '- one\n- two\n\n3. third\n4. fourth'],
    ['headings, quotes and rules', '# One\n\n## Two\n\nSetext\n------\n\n> quote\n\n***'],
    ['code', '```js\nconst a = 1;\n```\n\n    indented'],
    ['autolink literals', 'www.shop.example, https://shop.example/x and ana@shop.example'],
    ['entities and escapes', '&copy; &#60;script&#62; \\*not em\\*'],
  ])('%s: the same HTML as a full sanitising', (_, markdown) => {
    expect(render(markdown)).toBe(render(markdown, sanitizeEveryDocumentPlugin));
  });
});

describe('the build keeps what editors need', () => {
  it.each([
    [
      'emphasis',
      '**bold**, *italic* and <em>em</em> <strong>strong</strong> <del>old</del>',
      /<strong>bold<\/strong>.*<em>italic<\/em>.*<em>em<\/em>.*<del>old<\/del>/,
    ],
    ['lists', '- one\n- two\n\n1. first', /<ul>\s*<li>one<\/li>[\s\S]*<ol>/],
    ['tables', '| a | b |\n|---|---|\n| 1 | 2 |', /<table>[\s\S]*<td>1<\/td>/],
    [
      'https, mailto and relative links',
      '[shop](https://shop.example/x) [mail](mailto:a@b.example) [faq](/faq/)',
      /href="https:\/\/shop\.example\/x".*href="mailto:a@b\.example".*href="\/faq\/"/,
    ],
    ['images', '![tv](https://img.example/tv.jpg)', /<img src="https:\/\/img\.example\/tv\.jpg" alt="tv">/],
    ['headings and quotes', '## Title\n\n> quote', /<h2>Title<\/h2>[\s\S]*<blockquote>/],
  ])('%s', (_, markdown, expected) => {
    expect(render(markdown)).toMatch(expected);
  });
});

describe('the build removes what can run', () => {
  it.each([
    ['script', '<script>alert(1)</script>', /<script|alert/],
    ['img onerror', '<img src="x" onerror="alert(1)">', /onerror|alert/],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>', /<svg|onload|alert/],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', /<iframe|srcdoc|alert/],
    ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary>t</details>', /ontoggle|alert/],
    ['javascript: link', '[x](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">y</a>', /javascript|alert/i],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|alert/],
    [
      'style and form (a disabled task-list checkbox may stay)',
      '<style>body{display:none}</style><form action="https://evil.example"><input></form>',
      /<style|<form|action=|display:none/,
    ],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/],
    ['inline style attribute', '<p style="position:fixed">x</p>', /style=/],
  ])('%s', (_, markdown, forbidden) => {
    expect(render(markdown)).not.toMatch(forbidden);
  });

  it('prefixes ids so editor HTML cannot clobber page globals', () => {
    expect(render('<p id="search">x</p>')).toContain('id="user-content-search"');
  });
});

describe('droppedHtml names each loss with its body line', () => {
  it('reports removed elements and attributes, not allowed ones', () => {
    const body = 'Text with <em>em</em>.\n\n<script>alert(1)</script>\n\n<img src="a.jpg" onerror="x()">\n\n[x](javascript:alert(1))\n';
    expect(droppedHtml(body)).toEqual([
      { line: 3, what: '<script> is removed with everything inside it' },
      { line: 5, what: '"onerror" of <img> is removed' },
      { line: 7, what: '"href" of <a> is removed' },
    ]);
  });

  it('finds nothing in plain markdown or in a table, aligned or not', () => {
    expect(droppedHtml('# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n')).toEqual([]);
    expect(droppedHtml('| a | b | c |\n|:--|--:|:-:|\n| 1 | 2 | 3 |\n')).toEqual([]);
  });

  it('names a link dropped from markdown without any HTML in the body', () => {
    expect(droppedHtml('Veja\n\n[aqui](javascript:alert(1))\n')).toEqual([{ line: 3, what: '"href" of <a> is removed' }]);
  });

  it('points each dropped link at its own line, after kept links of either kind', () => {
    const body = [
      '<a href="https://ok.example/">ok</a> and [ok](https://ok.example/)', // 1
      '',
      '[bad](javascript:alert(1))', // 3
      '',
      '<p>', // 5
      '<a href="javascript:alert(2)">bad</a>', // 6
      '</p>',
      '',
      '![foto](ftp://x.example/a.png) [bad](javascript:alert(1))', // 9
    ].join('\n');
    expect(droppedHtml(body)).toEqual([
      { line: 3, what: '"href" of <a> is removed' },
      { line: 6, what: '"href" of <a> is removed' },
      { line: 9, what: '"src" of <img> is removed' },
      { line: 9, what: '"href" of <a> is removed' },
    ]);
  });

  it('gives a repeated tag each its own line', () => {
    expect(droppedHtml('<script>a()</script>\n\ntext\n\n<script>b()</script>\n\n<p onclick="x">y</p>\n\n<p>z</p>\n\n<p onclick="y">w</p>\n')).toEqual([
      { line: 1, what: '<script> is removed with everything inside it' },
      { line: 5, what: '<script> is removed with everything inside it' },
      { line: 7, what: '"onclick" of <p> is removed' },
      { line: 11, what: '"onclick" of <p> is removed' },
    ]);
  });
});

describe('table alignment', () => {
  it('is kept as the align attribute the policy allows, on both paths', () => {
    const table = '| a | b | c |\n|:--|--:|:-:|\n| 1 | 2 | 3 |\n';
    const html = render(table);
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain('<td align="center">3</td>');
    expect(html).not.toContain('style=');
    expect(render(table, sanitizeEveryDocumentPlugin)).toBe(html);
  });

  it('drops any other style of a cell, and says so', () => {
    expect(render('<table><tr><td style="text-align: right; color: red">x</td></tr></table>')).not.toContain('style');
    expect(droppedHtml('<table><tr><td style="color: red">x</td></tr></table>')).toEqual([{ line: 1, what: '"style" of <td> is removed' }]);
  });
});
