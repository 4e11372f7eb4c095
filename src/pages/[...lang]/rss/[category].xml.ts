import rss from '@astrojs/rss';
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { getCategoryFeedPaths } from '../../../lib/model/routes';

export const getStaticPaths = getCategoryFeedPaths;
type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** The RSS feed of a category's latest deals. */
export const GET: APIRoute<Props> = ({ props }) => rss(props.options);
