/**
 * Puts each partner link's forward (`data-go`, see `partnerLinkAttributes`) in place of its written
 * outbound URL, so with script a copied or shared button link is the product page's ?go forward and
 * follows a changed affiliateUrl.
 */
export function applyForwardLinks(root: ParentNode = document): void {
  root.querySelectorAll<HTMLAnchorElement>('a[data-go]').forEach((link) => {
    link.href = link.dataset.go!;
  });
}
