/**
 * How the tag manager script loads on a page (docs/product.md, "Toasts, popups and the tag
 * manager"): right after the page becomes interactive on order tracking and checkout, lazily
 * everywhere else, and not at all without a container id nor on vendors' pages (they open from
 * signed links, and a vendor's answers and customers' bookings are no business of the store's
 * marketing tags).
 */
export type TagManagerLoading = 'eager' | 'lazy' | 'never';

/** Lazy pages load the script on the first interaction, or this long after the load event. */
export const TAG_MANAGER_LAZY_DELAY_MS = 4000;

const EAGER_PATHS = [/^\/track_order(\/|$)/, /^\/checkout(\/|$)/];
const NEVER_PATHS = [/^\/vendor(\/|$)/];
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function isTagManagerId(containerId: string | null | undefined): boolean {
  return typeof containerId === 'string' && CONTAINER_ID.test(containerId);
}

export function tagManagerLoading(
  pathname: string,
  containerId: string | null | undefined,
): TagManagerLoading {
  if (!isTagManagerId(containerId) || NEVER_PATHS.some((path) => path.test(pathname))) return 'never';
  return EAGER_PATHS.some((path) => path.test(pathname)) ? 'eager' : 'lazy';
}

/** The script address with the container id, as Google Tag Manager expects it (`gtm.js?id=`). */
export function tagManagerScriptUrl(scriptUrl: string, containerId: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}id=${encodeURIComponent(containerId)}`;
}
