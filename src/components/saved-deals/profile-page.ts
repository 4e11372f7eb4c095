/**
 * The profile page in the browser: the saved list from localStorage, today's prices from the deal
 * shards of the latest build, removal, export to a file and import from one. Data is printed as text,
 * never as HTML.
 */
import type { Locale } from '../../i18n/locales';
import { fill, plural, type PluralTexts } from '../../i18n/text';
import { dealShard, type DealRecord, type DealShard } from '../../lib/deal-data';
import { formatDate, formatPrice } from '../../lib/format';
import { dealDataUrl } from '../../lib/routes';
import { mergeSaved, parseSaved, SAVED_EXPORT_NAME, SAVED_STORAGE_KEY, savedStatus, serializeSaved, type SavedDeal } from './saved-list';
import { readSaved, writeSaved } from './saved-storage';

interface Labels {
  today: string;
  savedOn: string;
  drop: string;
  ended: string;
  remove: string;
  removeLabel: string;
  imported: PluralTexts;
  importFailed: string;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) =>
  Object.assign(document.createElement(tag), text === undefined ? {} : { textContent: text }, className ? { className } : {});

/** Wires the profile page; call once from its script. */
export function startProfilePage(): void {
  const root = document.querySelector<HTMLElement>('[data-profile]');
  if (!root) return;
  const locale = root.dataset.locale as Locale;
  const labels = JSON.parse(root.dataset.labels ?? '{}') as Labels;
  const list = root.querySelector<HTMLUListElement>('[data-profile-list]')!;
  const empty = root.querySelector<HTMLElement>('[data-profile-empty]')!;
  const status = root.querySelector<HTMLElement>('[data-profile-status]')!;
  const input = root.querySelector<HTMLInputElement>('[data-profile-import]')!;

  const shards = new Map<number, Promise<DealShard>>();
  const shard = (n: number) => {
    if (!shards.has(n))
      shards.set(
        n,
        fetch(dealDataUrl(locale, n)).then(
          (r) => (r.ok ? (r.json() as Promise<DealShard>) : {}),
          () => ({}),
        ),
      );
    return shards.get(n)!;
  };

  const row = (saved: SavedDeal, today: DealRecord | undefined) => {
    const currency = today?.currency ?? 'BRL';
    const title = today?.title ?? saved.id;
    const item = el('li');
    item.dataset.savedId = saved.id;
    const heading = el('h3');
    heading.append(today ? Object.assign(el('a', title), { href: today.url }) : title);
    item.append(heading);
    const state = savedStatus(saved, today);
    if (state.kind === 'ended') item.append(el('p', labels.ended, 'saved__ended'));
    else item.append(el('p', fill(labels.today, { price: today!.priceText })));
    if (state.kind === 'drop') item.append(el('p', fill(labels.drop, { amount: formatPrice(state.amount, currency, locale) }), 'saved__drop'));
    const savedOn = fill(labels.savedOn, { date: formatDate(new Date(saved.savedAt), locale), price: formatPrice(saved.price, currency, locale) });
    item.append(el('p', savedOn, 'saved__meta'));
    const remove = el('button', labels.remove, 'button button--ghost');
    remove.type = 'button';
    remove.setAttribute('aria-label', fill(labels.removeLabel, { title }));
    remove.addEventListener('click', () => {
      writeSaved(readSaved().filter((d) => d.id !== saved.id));
      void render();
    });
    item.append(remove);
    return item;
  };

  const render = async () => {
    const saved = readSaved();
    const used = [...new Set(saved.map((d) => dealShard(d.id)))];
    const records = await Promise.all(saved.map(async (d) => (await shard(dealShard(d.id)))[d.id]));
    list.replaceChildren(...saved.map((d, i) => row(d, records[i])));
    empty.hidden = saved.length > 0;
    root.dataset.ready = '';
    // The worker keeps the shards this list needs, so the page opens offline next time.
    navigator.serviceWorker?.ready.then((r) =>
      r.active?.postMessage({ type: 'cache-page', page: location.pathname, urls: used.map((n) => dealDataUrl(locale, n)) }),
    );
  };

  root.querySelector('[data-profile-export]')!.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([serializeSaved(readSaved())], { type: 'application/json' }));
    Object.assign(el('a'), { href: url, download: SAVED_EXPORT_NAME }).click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

  input.addEventListener('change', async () => {
    const text = await input.files?.[0]?.text();
    input.value = '';
    if (text === undefined) return;
    const imported = parseSaved(text);
    if (!imported) {
      status.textContent = labels.importFailed;
      return;
    }
    const current = readSaved();
    const merged = mergeSaved(current, imported);
    writeSaved(merged);
    status.textContent = plural(labels.imported, merged.length - current.length, locale);
    await render();
  });

  // Another tab saved or removed a deal.
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_STORAGE_KEY) void render();
  });
  void render();
}
