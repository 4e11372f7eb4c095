import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { getSearchIndexPaths, indexDocuments } from '../../lib/pages/search-index';

export const getStaticPaths = getSearchIndexPaths;
type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** The search index's input for the language; consumed and removed at the end of the build. */
export const GET: APIRoute<Props> = async ({ props }) => Response.json(await indexDocuments(props.locale));
