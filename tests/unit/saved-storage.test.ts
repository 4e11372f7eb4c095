/** The saved list in storage: damaged entries set aside and never overwritten, storage failures reported. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSaved, SAVED_STORAGE_KEY, serializeSaved, SET_ASIDE_STORAGE_KEY, type SavedDeal } from '../../src/components/saved-deals/saved-list.ts';
import { clearSetAside, loadSaved, readSetAside, writeSaved } from '../../src/components/saved-deals/saved-storage.ts';
import { importMessage } from '../../src/components/saved-deals/profile/import-message.ts';
import { profileLabels } from '../../src/components/saved-deals/profile/labels.ts';
import { en } from '../../src/i18n/en.ts';
import { pt } from '../../src/i18n/pt.ts';

/** A Storage holding at most `quota` characters, as browsers do, throwing their QuotaExceededError past it. */
class MemoryStorage {
  items = new Map<string, string>();
  constructor(public quota = Infinity) {}
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((n, [k, v]) => n + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const deal = (id: string): SavedDeal => ({ id, price: 10, savedAt: '2026-11-01' });
const doc = (deals: unknown[]) => JSON.stringify({ app: 'top-ofertas', version: 1, deals });
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  // writeSaved tells the page's save buttons; there are none here.
  vi.stubGlobal('document', { querySelector: () => null, querySelectorAll: () => [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('saved storage', () => {
  it('shows the valid entries and moves an invalid one (an impossible date) apart, writing the rest back', () => {
    const broken = { id: 'b', price: 10, savedAt: '2026-02-30' };
    storage.setItem(SAVED_STORAGE_KEY, doc([deal('a'), broken, deal('c')]));
    expect(loadSaved()).toEqual({ deals: [deal('a'), deal('c')], setAside: 1 });
    expect(readSetAside()).toEqual([broken]);
    expect(parseSaved(storage.getItem(SAVED_STORAGE_KEY))).toEqual({ deals: [deal('a'), deal('c')], invalid: [] });
  });

  it('keeps a list that is not JSON at all as its text, and adds to what was set aside before', () => {
    storage.setItem(SET_ASIDE_STORAGE_KEY, JSON.stringify([{ old: true }]));
    storage.setItem(SAVED_STORAGE_KEY, '{"app":"top-ofertas","deals":[{"id":"a"');
    expect(loadSaved()).toEqual({ deals: [], setAside: 2 });
    expect(readSetAside()).toEqual([{ old: true }, '{"app":"top-ofertas","deals":[{"id":"a"']);
  });

  it('never overwrites what it could not set aside: the next save is refused and the stored text stays', () => {
    const damaged = doc([deal('a'), { id: 'b', price: 'x', savedAt: '2026-11-01' }]);
    storage.setItem(SAVED_STORAGE_KEY, damaged);
    storage.quota = damaged.length + SAVED_STORAGE_KEY.length;
    expect(loadSaved()).toMatchObject({ deals: [deal('a')], failure: 'quota' });
    expect(writeSaved([deal('a'), deal('c')])).toBe('quota');
    expect(storage.getItem(SAVED_STORAGE_KEY)).toBe(damaged);
    storage.quota = Infinity;
    expect(writeSaved([deal('a'), deal('c')])).toBeUndefined();
    expect(readSetAside()).toEqual([{ id: 'b', price: 'x', savedAt: '2026-11-01' }]);
  });

  it('reports a full storage instead of pretending the list was stored', () => {
    storage.quota = 200;
    const many = Array.from({ length: 20 }, (_, i) => deal(`deal-${i}`));
    expect(writeSaved(many)).toBe('quota');
    expect(storage.getItem(SAVED_STORAGE_KEY)).toBeNull();
    expect(writeSaved([deal('a')])).toBeUndefined();
    expect(storage.getItem(SAVED_STORAGE_KEY)).toBe(serializeSaved([deal('a')]));
  });

  it('reports blocked storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(loadSaved()).toEqual({ deals: [], setAside: 0, failure: 'blocked' });
    expect(writeSaved([deal('a')])).toBe('blocked');
  });

  it('forgets the set-aside entries only when asked', () => {
    storage.setItem(SAVED_STORAGE_KEY, doc([1]));
    loadSaved();
    writeSaved([deal('a')]);
    expect(readSetAside()).toEqual([1]);
    clearSetAside();
    expect(readSetAside()).toEqual([]);
  });
});

describe('import message', () => {
  it('says how many were stored, already saved, invalid and over the cap, in both languages', () => {
    const plan = { added: 2, known: 1, invalid: 3, overCap: 4 };
    expect(importMessage(plan, profileLabels(pt, 'pt'), 'pt')).toBe(
      '2 ofertas importadas. 1 já estava na lista. 3 entradas inválidas recusadas. 4 recusadas: a lista guarda até 500 ofertas.',
    );
    expect(importMessage({ added: 1, known: 0, invalid: 0, overCap: 0 }, profileLabels(en, 'en'), 'en')).toBe('1 deal imported.');
    expect(importMessage({ added: 0, known: 2, invalid: 0, overCap: 0 }, profileLabels(en, 'en'), 'en')).toBe(
      'No new deals in the file. 2 were already on the list.',
    );
  });
});
