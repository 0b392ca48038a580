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
