/** The saved deals: those whose price dropped first, summed up in one line, then the rest, each group in the order saved. */
import { plural } from '../../../i18n/text';
import type { Locale } from '../../../i18n/locales';
import { savedStatus, type SavedDeal } from '../saved-list';
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

/** The list with the deals whose price dropped since they were saved first; how many dropped. */
export function dropsFirst(deals: readonly SavedDeal[], prices: DealPrices): { ordered: SavedDeal[]; drops: number } {
  const dropped = (deal: SavedDeal) => {
    const price = prices.get(deal.id);
    return price !== undefined && savedStatus(deal, price.record).kind === 'drop';
  };
  const drops = deals.filter(dropped);
  return { ordered: [...drops, ...deals.filter((deal) => !dropped(deal))], drops: drops.length };
}

export function SavedDealsList({ deals, prices, locale, labels, onRemove }: Props) {
  const offline = [...prices.values()].some((p) => p.cached) || prices.size < deals.length;
  const { ordered, drops } = dropsFirst(deals, prices);
  return (
    <>
      {offline && <p className="saved__notice">{labels.offline}</p>}
      {drops > 0 && (
        <p className="saved__summary" data-profile-drops>
          {plural(labels.dropsSummary, drops, locale)}
        </p>
      )}
      <ul className="saved__list" data-profile-list>
        {ordered.map((deal) => (
          <RowBoundary key={deal.id} saved={deal} labels={labels} onRemove={onRemove}>
            <SavedDealRow saved={deal} price={prices.get(deal.id)} locale={locale} labels={labels} onRemove={onRemove} />
          </RowBoundary>
        ))}
      </ul>
    </>
  );
}
