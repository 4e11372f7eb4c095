import rss from '@astrojs/rss';
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { getPriceDropsPaths } from '../../lib/model/routes';

export const getStaticPaths = getPriceDropsPaths;
type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** The RSS feed of deals whose price fell in the last days. */
export const GET: APIRoute<Props> = ({ props }) => rss(props.options);
