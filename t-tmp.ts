import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';
import { serve } from './scripts/bench/serve.ts';
const server = await serve('.cache/dist-10k', 4461);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [loc, q] of [['pt','cafeteira'],['en','bluetooth headphones'],['pt','fone de ouvido bluetooth']]) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const rows: [number, string][] = [];
  ctx.on('requestfinished', async (r) => { const s = await r.sizes(); rows.push([s.responseBodySize + s.responseHeadersSize, new URL(r.url()).pathname]); });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:4461${loc==='en'?'/en':''}/search/?q=${encodeURIComponent(q)}`);
  await page.locator('[data-search][data-status="ready"]').waitFor({ timeout: 30000 });
  await page.waitForTimeout(1500);
  rows.sort((a,b)=>b[0]-a[0]);
  const tot = rows.reduce((a,b)=>a+b[0],0);
  const groups: Record<string, number> = {};
  for (const [b,p] of rows) { const k = p.replace(/[^/]*$/, '') + (p.includes('fragment')||p.includes('/index/') ? '' : p.split('/').pop()); groups[k]=(groups[k]??0)+b; }
  console.log(loc, q, tot, rows.length, JSON.stringify(Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,14)));
  await ctx.close();
}
await browser.close(); server.close?.();
process.exit(0);
