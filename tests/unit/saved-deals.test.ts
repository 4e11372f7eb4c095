import { describe, expect, it } from 'vitest';
import { DEAL_SHARDS, dealShard, shardDeals, type DealRecord } from '../../src/lib/deal-data.ts';
import { mergeSaved, parseSaved, savedStatus, serializeSaved, toggleSaved, type SavedDeal } from '../../src/components/saved-deals/saved-list.ts';

const deal = (id: string, price = 100): SavedDeal => ({ id, price, savedAt: '2026-11-01' });
const record = (price: number, expired = false): DealRecord => ({ title: 'T', url: '/product/x/', price, currency: 'BRL', priceText: `R$ ${price}`, expired });

describe('saved deals', () => {
  it('round-trips through the stored and exported document', () => {
    const list = [deal('fone', 199.9), deal('tv')];
    expect(parseSaved(serializeSaved(list))).toEqual(list);
  });

  it('refuses text that is not a saved list instead of guessing', () => {
    expect(parseSaved(null)).toBeUndefined();
    expect(parseSaved('not json')).toBeUndefined();
    expect(parseSaved(JSON.stringify({ deals: [deal('x')] }))).toBeUndefined();
    expect(parseSaved(JSON.stringify({ app: 'top-ofertas', version: 1, deals: [{ id: 'x', price: '10', savedAt: '2026-11-01' }] }))).toBeUndefined();
    expect(parseSaved(JSON.stringify({ app: 'top-ofertas', version: 1, deals: [{ id: '<b>', price: 10, savedAt: '2026-11-01' }] }))).toBeUndefined();
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
  });
});

describe('deal shards', () => {
  it('puts every id in one stable shard and writes every shard, empty ones included', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `deal-${i}`);
    const shards = shardDeals(ids.map((id) => [id, record(1)]));
    expect(shards).toHaveLength(DEAL_SHARDS);
    for (const id of ids) expect(shards[dealShard(id)]![id]).toBeDefined();
    expect(dealShard('deal-1')).toBe(dealShard('deal-1'));
    // Spread evenly enough that no shard is more than twice the average.
    expect(Math.max(...shards.map((s) => Object.keys(s).length))).toBeLessThan((2 * ids.length) / DEAL_SHARDS);
    expect(shardDeals([])).toHaveLength(DEAL_SHARDS);
  });
});
