/** Data of the deal shards (/deals/{n}.json, /en/deals/{n}.json) the profile page reads. */
import { locales } from '../../i18n/locales.ts';
import { BUILD_DAY } from '../catalog.ts';
import { shardDeals, type DealRecord, type DealShard } from '../deal-data.ts';
import { isoDate } from '../format.ts';
import type { BuildModel } from '../model/build-model.ts';
import { langParam } from '../routes.ts';

/** The routes of the shards: every product of each language, ended deals included. */
export async function dealDataRoutes(model: BuildModel) {
  const paths: { params: { lang: string | undefined; shard: string }; props: { shard: DealShard } }[] = [];
  for (const locale of locales) {
    const records = await Promise.all(model.locale(locale).entries.map(async (e) => [e.product.id, await e.dealRecord()] as [string, DealRecord]));
    const shards = shardDeals(records, isoDate(BUILD_DAY));
    // The route file is deals/[shard].json, matching dealDataUrl() in routes.ts.
    shards.forEach((shard, n) => paths.push({ params: { lang: langParam(locale), shard: String(n) }, props: { shard } }));
  }
  return paths;
}
