/** The saved deals, in the order they were saved. */
import type { Locale } from '../../../i18n/locales';
import type { SavedDeal } from '../saved-list';
import type { ProfileLabels } from './labels';
import { RowBoundary } from './RowBoundary';
import { SavedDealRow } from './SavedDealRow';
import type { DealPrices } from './use-deal-prices';

interface Props {
  deals: readonly SavedDeal[];
  prices: DealPrices;
  locale: Locale;
  labels: ProfileLabels;
  onRemove(id: string): void;
}

export function SavedDealsList({ deals, prices, locale, labels, onRemove }: Props) {
  const offline = [...prices.values()].some((p) => p.cached) || prices.size < deals.length;
  return (
    <>
      {offline && <p className="saved__notice">{labels.offline}</p>}
      <ul className="saved__list" data-profile-list>
        {deals.map((deal) => (
          <RowBoundary key={deal.id} saved={deal} labels={labels} onRemove={onRemove}>
            <SavedDealRow saved={deal} price={prices.get(deal.id)} locale={locale} labels={labels} onRemove={onRemove} />
          </RowBoundary>
        ))}
      </ul>
    </>
  );
}
