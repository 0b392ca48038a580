/**
 * The secrets a link brings in its address: a tracking link's `key`, a vendor link's `token`, an
 * agent's checkout link's `checkout_id`. Whatever a tag manager loads reads the address bar (and
 * sends it on as the page's location), so they are taken out of it before it loads, and this tab
 * keeps a copy per page: a reload of the page still finds its secret.
 */
export const SECRET_PARAMS = ['key', 'token', 'checkout_id'] as const;
type SecretParam = (typeof SECRET_PARAMS)[number];

const STORE = 'link-secrets';

function kept(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORE) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The page's secret: from the address bar, or this tab's copy once it was taken out of it. */
export function linkSecret(name: SecretParam): string | undefined {
  const inUrl = new URLSearchParams(window.location.search).get(name);
  if (inUrl !== null) return inUrl;
  return kept()[`${window.location.pathname}?${name}`];
}

/** Takes the secrets out of the address bar (keeping this tab's copy), leaving the rest of it. */
export function hideLinkSecrets(): void {
  const url = new URL(window.location.href);
  const found = SECRET_PARAMS.filter((name) => url.searchParams.has(name));
  if (found.length === 0) return;
  const copy = kept();
  for (const name of found) {
    copy[`${url.pathname}?${name}`] = url.searchParams.get(name) ?? '';
    url.searchParams.delete(name);
  }
  try {
    window.sessionStorage.setItem(STORE, JSON.stringify(copy));
  } catch {
    // Storage refused (a private window's quota): the page keeps working until it is reloaded.
  }
  // The router's own state is kept: only the address changes, the page is not loaded again.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
