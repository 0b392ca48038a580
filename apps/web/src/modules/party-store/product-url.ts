/** The outside party store's page of a product, built from its slug (docs/product.md, "Pages and paths"). */
export const partyProductUrl = (storeUrl: string, handle: string): string =>
  `${storeUrl}/products/${encodeURIComponent(handle)}`;
