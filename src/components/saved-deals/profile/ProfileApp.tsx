/**
 * The profile page's island: the shopper's saved deals with today's prices, export/import, and what
 * happened to damaged entries. Server-rendered as its loading shell (the list exists only in the
 * browser), then hydrated on load: this page is an app.
 */
import { useState, type ReactNode } from 'react';
import type { Locale } from '../../../i18n/locales';
import { parseSaved, SAVED_EXPORT_NAME, serializeSaved, SET_ASIDE_EXPORT_NAME } from '../saved-list';
import { readSetAside } from '../saved-storage';
import { downloadJson } from './download';
import { EmptyState } from './EmptyState';
import { ImportExport } from './ImportExport';
import { importMessage } from './import-message';
import type { ProfileLabels } from './labels';
import { SavedDealsList } from './SavedDealsList';
import { SetAsideNotice } from './SetAsideNotice';
import { useDealPrices } from './use-deal-prices';
import { useSavedList } from './use-saved-list';
import './profile.css';

interface Props {
  locale: Locale;
  labels: ProfileLabels;
  /** Deals an empty list suggests: server-rendered cards (profile.astro), shown only when nothing is saved. */
  children?: ReactNode;
}

export default function ProfileApp({ locale, labels, children }: Props) {
  const { list, remove, importList, discardSetAside } = useSavedList();
  const prices = useDealPrices(
    locale,
    list?.deals.map((d) => d.id),
  );
  const [status, setStatus] = useState('');
  const onRemove = (id: string) => {
    // Rows are shown drops first: the place that counts is the row's on screen, not in the stored list.
    const rows = [...document.querySelectorAll<HTMLElement>('[data-profile-list] [data-saved-id]')];
    const index = rows.findIndex((row) => row.dataset.savedId === id);
    if (remove(id)) return setStatus(labels.storeFailed);
    // The pressed button is gone with its row: focus moves to the next row's (or the last one's), or to the
    // heading once the list is empty, never back to the top of the page.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLElement>('[data-profile-list] [data-remove]');
      (buttons[Math.min(index, buttons.length - 1)] ?? document.getElementById('saved-heading'))?.focus();
    });
  };

  const onImport = (text: string) => {
    const read = parseSaved(text);
    const result = read ? importList(read) : undefined;
    if (!result) setStatus(labels.importFailed);
    else setStatus(typeof result === 'string' ? labels.importNotStored : importMessage(result, labels, locale));
  };

  const ready = list !== undefined && prices !== undefined;
  return (
    <section className="saved" aria-labelledby="saved-heading" data-profile data-ready={ready ? '' : undefined}>
      <h2 id="saved-heading" tabIndex={-1}>
        {labels.listLabel}
      </h2>
      <p className="saved__status" role="status" data-profile-status>
        {status || (list?.failure ? labels.storeFailed : '')}
      </p>
      {list && list.setAside > 0 && (
        <SetAsideNotice
          count={list.setAside}
          locale={locale}
          labels={labels}
          onDownload={() => downloadJson(JSON.stringify(readSetAside(), null, 2), SET_ASIDE_EXPORT_NAME)}
          onDiscard={discardSetAside}
        />
      )}
      {!ready && <EmptyState text={labels.loading} loading />}
      {ready && list.deals.length === 0 && (
        <EmptyState text={labels.empty} heading={labels.suggestions}>
          {children}
        </EmptyState>
      )}
      {ready && list.deals.length > 0 && <SavedDealsList deals={list.deals} prices={prices} locale={locale} labels={labels} onRemove={onRemove} />}
      {/* After the list, so the first saved price comes first on a phone's screen; only once the list is
          read: in the loading shell the list arriving would move them (a layout shift). */}
      {ready && (
        <ImportExport
          labels={labels}
          ready={list !== undefined}
          onExport={() => downloadJson(serializeSaved(list?.deals ?? []), SAVED_EXPORT_NAME)}
          onImport={onImport}
        />
      )}
    </section>
  );
}
