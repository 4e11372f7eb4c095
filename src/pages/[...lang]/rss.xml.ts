import rss from '@astrojs/rss';
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { getFeedPaths } from '../../lib/model/routes';

export const getStaticPaths = getFeedPaths;
type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** The RSS feed of the language's latest deals. */
export const GET: APIRoute<Props> = ({ props }) => rss(props.options);
