// The store's first-party cookies as the browser reads and writes them (never imported by the server).

/** A cookie's value in this document, decoded; null when it is not set. */
export function readCookie(name: string): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (pair === undefined) return null;
  const raw = pair.slice(name.length + 1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Writes a first-party cookie and resolves once the browser will send it. A navigation started right
 * after a bare `document.cookie` write can leave without the cookie in Chromium (about one reload in
 * thirty in the version-switch journey), so the Cookie Store API is used where the browser has it.
 */
export async function writeCookie(name: string, value: string, maxAgeSeconds: number): Promise<void> {
  if (typeof window.cookieStore?.set === 'function') {
    try {
      await window.cookieStore.set({
        name,
        value,
        expires: Date.now() + maxAgeSeconds * 1000,
        path: '/',
        sameSite: 'lax',
      });
      return;
    } catch {
      // An insecure origin or a refused write: fall back to the classic setter below.
    }
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the fallback for browsers without the Cookie Store API
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** Removes a cookie written by writeCookie; resolves once the browser no longer sends it. */
export async function deleteCookie(name: string): Promise<void> {
  if (typeof window.cookieStore?.delete === 'function') {
    try {
      await window.cookieStore.delete({ name, path: '/' });
      return;
    } catch {
      // As in writeCookie: the classic setter below.
    }
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the fallback for browsers without the Cookie Store API
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
