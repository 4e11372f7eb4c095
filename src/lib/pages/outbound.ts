/** Data of the outbound pages /go/{id}/: one per product, expired ones included, the same for both languages. */
import { getProducts } from '../catalog.ts';
import { goPage } from '../outbound.ts';

/**
 * `getStaticPaths` of /go/{id}/. Every product gets one, so a link shared from the site never breaks:
 * a live deal forwards to the partner, an expired one (or one whose merchant forbids masked links) to
 * its product page. Not a host rule in `_redirects`: the page is the forward, and it picks the target
 * by the deal's state.
 */
export async function getOutboundPaths() {
  const products = await getProducts('pt');
  return products.map((product) => ({ params: { id: product.id }, props: { html: goPage(product) } }));
}
