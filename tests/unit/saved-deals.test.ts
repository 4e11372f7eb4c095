import { describe, expect, it } from 'vitest';
import { dropsFirst } from '../../src/components/saved-deals/profile/SavedDealsList.tsx';
import { DEAL_SHARDS, dealShard, shardDeals, shardRecord, type DealRecord, type DealShard } from '../../src/lib/deal-data.ts';
import { MAX_PRICE } from '../../src/content/limits.ts';
import {
  isCalendarDay,
  MAX_SAVED,
  MAX_SAVED_TITLE,
  mergeSaved,
  parseSaved,
  planImport,
  latestSaveDay,
  saveDay,
  savedDeal,
  savedStatus,
  serializeSaved,
  toggleSaved,
  type SavedDeal,
} from '../../src/components/saved-deals/saved-list.ts';

const deal = (id: string, price = 100): SavedDeal => ({ id, price, savedAt: '2026-11-01' });
const record = (price: number, expired = false): DealRecord => ({
  title: 'T',
  url: '/product/x/',
  image: { src: '/_astro/x.svg', alt: 'x' },
  merchant: 'Loja',
  storeUrl: '/product/x/?go',
  price,
  currency: 'BRL',
  priceText: `R$ ${price}`,
  expired,
});
const doc = (deals: unknown[]) => JSON.stringify({ app: 'top-ofertas', version: 1, deals });

describe('saved deals', () => {
  it('round-trips through the stored and exported document', () => {
    const list = [deal('fone', 199.9), deal('tv')];
    expect(parseSaved(serializeSaved(list))).toEqual({ deals: list, invalid: [] });
  });

  it('refuses text that is not a saved list instead of guessing', () => {
    expect(parseSaved(null)).toBeUndefined();
    expect(parseSaved('not json')).toBeUndefined();
    expect(parseSaved(JSON.stringify({ deals: [deal('x')] }))).toBeUndefined();
    expect(parseSaved(JSON.stringify({ app: 'top-ofertas', version: 1, deals: 'x' }))).toBeUndefined();
  });

  it('reads a list entry by entry: one bad entry never hides the others', () => {
    const bad = [
      { id: 'x', price: '10', savedAt: '2026-11-01' },
      { id: '<b>', price: 10, savedAt: '2026-11-01' },
      { id: 'y', price: -1, savedAt: '2026-11-01' },
      { id: 'z', price: 10, savedAt: '2026-02-30' },
      { id: 'v', price: 10, savedAt: '2099-01-01' },
      { id: 'w', price: 10 },
      null,
      'fone',
    ];
    expect(parseSaved(doc([deal('a'), ...bad, deal('b')]))).toEqual({ deals: [deal('a'), deal('b')], invalid: bad });
  });

  it("refuses a save day after tomorrow (the shopper's), which the profile would print as is", () => {
    const latest = latestSaveDay(new Date(2026, 10, 27, 12));
    expect(latest).toBe('2026-11-28');
    expect(saveDay(new Date(2026, 10, 27, 23, 30))).toBe('2026-11-27');
    expect(savedDeal({ id: 'a', price: 1, savedAt: '2026-11-28' }, latest)).toEqual({ id: 'a', price: 1, savedAt: '2026-11-28' });
    expect(savedDeal({ id: 'a', price: 1, savedAt: '2026-11-29' }, latest)).toBeUndefined();
  });

  it('keeps the title a deal was saved with; a title that is not usable text is left out, never the deal', () => {
    const entry = { id: 'a', price: 1, savedAt: '2026-11-20' };
    expect(savedDeal({ ...entry, title: ' Fone JBL ' })).toEqual({ ...entry, title: 'Fone JBL' });
    for (const title of [42, '', '   ', 'x'.repeat(MAX_SAVED_TITLE + 1), null]) expect(savedDeal({ ...entry, title }), String(title)).toEqual(entry);
    expect(parseSaved(serializeSaved([{ ...entry, title: 'Fone JBL' }]))?.deals).toEqual([{ ...entry, title: 'Fone JBL' }]);
  });

  it('takes only real calendar days from 2000 on as the day a deal was saved', () => {
    for (const day of ['2026-11-01', '2024-02-29', '2000-01-01']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '1999-12-31', '2026-1-01', '20261101', ' 2026-11-01'])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('imports up to MAX_SAVED deals and counts what it added, already had, refused as invalid and refused over the cap', () => {
    const plan = planImport([deal('a'), deal('b')], { deals: [deal('b'), deal('c'), deal('c'), deal('d'), deal('e')], invalid: [1, 2] }, 4);
    expect(plan).toEqual({ next: [deal('a'), deal('b'), deal('c'), deal('d')], added: 2, known: 2, invalid: 2, overCap: 1 });
    const full = Array.from({ length: MAX_SAVED }, (_, i) => deal(`d${i}`));
    expect(planImport(full, { deals: [deal('new')], invalid: [] })).toMatchObject({ added: 0, overCap: 1, next: full });
    expect(planImport([], { deals: [deal('a')], invalid: [] })).toMatchObject({ added: 1, known: 0, invalid: 0, overCap: 0 });
  });

  it('toggles a deal and merges an import without duplicates, keeping the current entry', () => {
    expect(toggleSaved([deal('a')], deal('b')).map((d) => d.id)).toEqual(['a', 'b']);
    expect(toggleSaved([deal('a'), deal('b')], deal('a')).map((d) => d.id)).toEqual(['b']);
    expect(mergeSaved([deal('a', 5)], [deal('a', 9), deal('c'), deal('c')])).toEqual([deal('a', 5), deal('c')]);
  });

  it('says how a saved deal stands today', () => {
    expect(savedStatus(deal('a', 150), record(100))).toEqual({ kind: 'drop', amount: 50 });
    expect(savedStatus(deal('a', 99.9), record(100))).toEqual({ kind: 'same' });
    expect(savedStatus(deal('a', 150), record(100, true))).toEqual({ kind: 'ended' });
    expect(savedStatus(deal('a'), undefined)).toEqual({ kind: 'ended' });
    // A price too old to show ("Ver preço na loja") claims no drop.
    expect(savedStatus(deal('a', 150), { ...record(100), stale: true })).toEqual({ kind: 'same' });
  });
});

describe('deal shards', () => {
  it('puts every id in one stable shard and writes every shard, empty ones included', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `deal-${i}`);
    const shards = shardDeals(
      ids.map((id) => [id, record(1)]),
      '2026-11-26',
    );
    expect(shards).toHaveLength(DEAL_SHARDS);
    for (const id of ids) expect(shards[dealShard(id)]!.deals[id]).toBeDefined();
    expect(shards.every((s) => s.builtOn === '2026-11-26')).toBe(true);
    expect(dealShard('deal-1')).toBe(dealShard('deal-1'));
    // Spread evenly enough that no shard is more than twice the average.
    expect(Math.max(...shards.map((s) => Object.keys(s.deals).length))).toBeLessThan((2 * ids.length) / DEAL_SHARDS);
    expect(shardDeals([], '2026-11-26')).toHaveLength(DEAL_SHARDS);
  });

  it("finds a deal by its own key only: ids such as 'constructor', '__proto__' and 'toString' never read Object.prototype", () => {
    // As the browser reads a shard: JSON.parse, so "__proto__" in the text is an own key, not the prototype.
    const shard = JSON.parse(JSON.stringify({ builtOn: '2026-11-26', deals: { tv: record(10) } })) as DealShard;
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) expect(shardRecord(shard, id), id).toBeUndefined();
    expect(shardRecord(shard, 'tv')).toEqual(record(10));
    const own = JSON.parse(
      `{"builtOn":"2026-11-26","deals":{"constructor":${JSON.stringify(record(5))},"__proto__":${JSON.stringify(record(6))}}}`,
    ) as DealShard;
    expect(shardRecord(own, 'constructor')?.price).toBe(5);
    expect(shardRecord(own, '__proto__')?.price).toBe(6);
  });

  it('takes a record of the wrong shape (a damaged or older copy) as no record', () => {
    const shard = {
      builtOn: '2026-11-26',
      deals: { a: { ...record(1), price: '1' }, b: { ...record(1), image: null }, c: 'x', d: { ...record(1), price: Infinity } },
    } as unknown as DealShard;
    for (const id of ['a', 'b', 'c', 'd']) expect(shardRecord(shard, id), id).toBeUndefined();
  });

  it('reads the card parts a saved row shows (list price, discount, coupon) and refuses them in the wrong shape', () => {
    const full: DealRecord = { ...record(1), list: { text: 'R$ 2', label: 'De R$ 2', off: '-50%' }, coupon: 'JBL10', stale: true };
    const shard = {
      builtOn: '2026-11-26',
      deals: { full, a: { ...record(1), coupon: 10 }, b: { ...record(1), list: { text: 'R$ 2' } }, c: { ...record(1), stale: 'yes' } },
    } as unknown as DealShard;
    expect(shardRecord(shard, 'full')).toEqual(full);
    for (const id of ['a', 'b', 'c']) expect(shardRecord(shard, id), id).toBeUndefined();
  });
});

describe('the saved list on the profile page', () => {
  it('puts the deals whose price dropped first, each group in the order saved, and counts them', () => {
    const deals = [deal('same', 100), deal('drop-1', 200), deal('gone', 50), deal('drop-2', 300), deal('offline', 900)];
    const at = (r: DealRecord | undefined) => ({ record: r, builtOn: '2026-11-26', cached: false });
    const prices = new Map([
      ['same', at(record(100))],
      ['drop-1', at(record(150))],
      ['gone', at(undefined)],
      ['drop-2', at(record(250))],
    ]);
    const { ordered, drops } = dropsFirst(deals, prices);
    expect(ordered.map((d) => d.id)).toEqual(['drop-1', 'drop-2', 'same', 'gone', 'offline']);
    expect(drops).toBe(2);
  });
});

describe('absurd prices', () => {
  it('refuses a saved or imported price over MAX_PRICE ("caiu R$ ∞"), and the rest of the list still reads', () => {
    expect(savedDeal({ id: 'tv', price: 1e308, savedAt: '2026-11-01' })).toBeUndefined();
    expect(savedDeal({ id: 'tv', price: MAX_PRICE + 0.01, savedAt: '2026-11-01' })).toBeUndefined();
    expect(savedDeal({ id: 'tv', price: MAX_PRICE, savedAt: '2026-11-01' })).toEqual({ id: 'tv', price: MAX_PRICE, savedAt: '2026-11-01' });
    const read = parseSaved(doc([{ id: 'constructor', price: 1e308, savedAt: '2026-11-01' }, deal('constructor'), deal('tv')]))!;
    expect(read.deals.map((d) => d.id)).toEqual(['constructor', 'tv']);
    expect(read.invalid).toHaveLength(1);
  });
});
