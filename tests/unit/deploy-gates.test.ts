/**
 * The deploy waits for the checks that guard silent breakage (.github/workflows/ci.yml): the size budget and
 * the site frame check run on the built site in a job the deploy needs; and the frame check finds a page
 * whose header or footer differs from its language's others (scripts/frame-check.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { frameDifferences, frameOf } from '../../scripts/frame-check.ts';

interface Job {
  needs?: string | string[];
  steps?: { run?: string }[];
}
const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as { jobs: Record<string, Job> };
const needs = (job: Job) => [job.needs ?? []].flat();
const runs = (job: Job) => (job.steps ?? []).map((s) => s.run ?? '').join('\n');

describe('the deploy job', () => {
  it('needs a job that builds the site and then runs the size budget and the frame check on it', () => {
    const deploy = workflow.jobs.deploy!;
    const gating = needs(deploy).filter((name) => {
      const text = runs(workflow.jobs[name]!);
      const build = text.indexOf('npm run build');
      return build >= 0 && text.indexOf('npm run size') > build && text.indexOf('npm run frame:check') > build;
    });
    expect(gating).not.toEqual([]);
  });

  it('uploads the site that job built and checked', () => {
    const [gate] = needs(workflow.jobs.deploy!);
    expect(JSON.stringify(workflow.jobs[gate!]!.steps)).toContain('actions/upload-artifact');
    expect(JSON.stringify(workflow.jobs.deploy!.steps)).toContain('actions/download-artifact');
  });
});

describe('the site frame check', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'frame-check-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const page = (lang: string, header: string, twin: string, body: string, footer: string) =>
    `<!DOCTYPE html><html lang="${lang}"><body><header class="site-header"><div>${header}</div><ul id="language-menu"><li><a href="${twin}">x</a></li></ul></header>` +
    `<main>${body}</main><footer>${footer}</footer></body></html>`;
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), html);
  };

  it("ignores each page's own language links and main content", () => {
    write('index.html', page('pt-BR', 'Menu', '/en/', 'home', '© Top Ofertas'));
    write('a/index.html', page('pt-BR', 'Menu', '/en/a/', 'a', '© Top Ofertas'));
    write('en/index.html', page('en-US', 'Menu EN', '/', 'home', '© Top Deals'));
    write('redirect/index.html', '<html><meta http-equiv="refresh" content="0;url=/"></html>');
    expect(frameDifferences(dist)).toEqual([]);
    expect(frameOf(page('pt-BR', 'M', '/x/', 'b', 'f'))).toEqual({ header: '<header class="site-header"><div>M</div>', pageEnd: '</main><footer>f</footer>' });
  });

  it('names the page whose header or footer differs from its language’s first page, and where', () => {
    write('b/index.html', page('pt-BR', 'Menu', '/en/b/', 'b', '© Top Ofertas 2025'));
    write('en/z/index.html', page('en-US', 'Menu PT', '/z/', 'z', '© Top Deals'));
    const problems = frameDifferences(dist);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^b\/index.html \(pt-BR\): its footer and page end differs from a\/index.html's/);
    expect(problems[1]).toMatch(/^en\/z\/index.html \(en-US\): its header differs from en\/index.html's at character \d+/);
    expect(problems[1]).toContain('Memo key');
  });
});
