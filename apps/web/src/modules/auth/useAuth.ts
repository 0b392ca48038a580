'use client';

import { startTransition, useEffect, useState } from 'react';
import { markPageHydrated, pageHydrated } from '@/modules/runtime/hydration';
import { type AuthState, authStore } from './auth-store';

/**
 * The auth state (docs/product.md, "Sign-in and the signed-in state"), as this component shows it.
 *
 * Not `useSyncExternalStore`: React renders every change of such a store synchronously, so
 * start-up's read of storage (and then the role and the wishlist) re-rendered every component that
 * shows who is here in one task right after hydration, the header, each card's heart, a whole
 * tracking page: the longest task after hydration on the signed-in pages. Those changes arrive here
 * as a transition, which React renders in slices between frames; a change a customer made (a dialog,
 * a login, a heart) is applied at once. A component mounted during hydration starts from the
 * server's state (nobody signed in, not yet read), as the server rendered it; one mounted later
 * starts from the store.
 */
export function useAuth(): AuthState {
  const [auth, setAuth] = useState(() => (pageHydrated() ? authStore.get() : authStore.server()));
  useEffect(() => {
    markPageHydrated();
    const update = (catchingUp = false) => {
      const next = authStore.get();
      if (catchingUp || authStore.isBackgroundChange()) startTransition(() => setAuth(next));
      else setAuth(next);
    };
    // What changed between this component's render and now (start-up, when it was hydrated).
    update(true);
    return authStore.subscribe(() => update());
  }, []);
  return auth;
}
