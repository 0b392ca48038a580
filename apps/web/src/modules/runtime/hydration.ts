/**
 * Whether the page's first render (hydration) has committed, for what only the browser knows
 * (storage, the push permission). A component the server rendered must hydrate with what the server
 * had and learn the browser's value after, as a transition (React renders it in slices between
 * frames; `useSyncExternalStore` would re-render it synchronously, in the longest task after
 * hydration). A component mounted later has no server HTML to match, so it reads the browser's
 * value at once and does not flash the server's.
 */
let hydrated = false;

export const pageHydrated = (): boolean => hydrated;

/** Called from effects: any effect running means the page's first render has committed. */
export function markPageHydrated(): void {
  hydrated = true;
}
