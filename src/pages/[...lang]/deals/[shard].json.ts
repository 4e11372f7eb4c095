import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { getDealDataPaths } from '../../../lib/model/routes';

export const getStaticPaths = getDealDataPaths;
type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** One shard of the deal data the profile page reads. */
export const GET: APIRoute<Props> = ({ props }) => new Response(JSON.stringify(props.shard), { headers: { 'Content-Type': 'application/json' } });
