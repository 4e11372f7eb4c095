/**
 * The shopper's list as React state: read from storage after hydration (the server knows no list), kept
 * in step with other tabs, and changed only through saved-storage.ts, whose failures become a message.
 */
import { useCallback, useEffect, useState } from 'react';
import { planImport, SAVED_STORAGE_KEY, SET_ASIDE_STORAGE_KEY, type ImportPlan, type ReadList, type SavedDeal } from '../saved-list';
import { clearSetAside, loadSaved, writeSaved, type StoredList, type StoreFailure } from '../saved-storage';

export interface SavedListState {
  /** Undefined until read in the browser. */
  list: StoredList | undefined;
  remove(id: string): StoreFailure | undefined;
  /** Stores an import; the plan says what it stored, or the failure why nothing was. */
  importList(read: ReadList): ImportPlan | StoreFailure;
  discardSetAside(): void;
}

export function useSavedList(): SavedListState {
  const [list, setList] = useState<StoredList>();
  const reload = useCallback(() => setList(loadSaved()), []);

  useEffect(() => {
    // Storage exists only in the browser, after hydration (the server rendered no list): read it once here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    reload();
    // Another tab saved, removed or imported.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAVED_STORAGE_KEY || event.key === SET_ASIDE_STORAGE_KEY) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  const remove = (id: string) => {
    const failure = writeSaved(loadSaved().deals.filter((d: SavedDeal) => d.id !== id));
    reload();
    return failure;
  };

  const importList = (read: ReadList) => {
    const plan = planImport(loadSaved().deals, read);
    const failure = plan.added > 0 ? writeSaved(plan.next) : undefined;
    reload();
    return failure ?? plan;
  };

  const discardSetAside = () => {
    clearSetAside();
    reload();
  };

  return { list, remove, importList, discardSetAside };
}
