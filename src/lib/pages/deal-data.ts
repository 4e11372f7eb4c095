/** Data of the deal shards (/deals/{n}.json, /en/deals/{n}.json) the profile page reads. */
import { locales } from '../../i18n/locales.ts';
import { shardDeals, type DealShard } from '../deal-data.ts';
import type { BuildModel } from '../model/build-model.ts';
import { langParam } from '../routes.ts';

/** The routes of the shards: every product of each language, ended deals included. */
export function dealDataRoutes(model: BuildModel) {
  const paths: { params: { lang: string | undefined; shard: string }; props: { shard: DealShard } }[] = [];
  for (const locale of locales) {
    const shards = shardDeals(model.locale(locale).entries.map((e) => [e.product.id, e.dealRecord]));
    // The route file is deals/[shard].json, matching dealDataUrl() in routes.ts.
    shards.forEach((shard, n) => paths.push({ params: { lang: langParam(locale), shard: String(n) }, props: { shard } }));
  }
  return paths;
}
