/** The outside party store's page of a product, built from its slug (spec section 2). */
export const partyProductUrl = (storeUrl: string, handle: string): string =>
  `${storeUrl}/products/${encodeURIComponent(handle)}`;
