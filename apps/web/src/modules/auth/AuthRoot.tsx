'use client';

import { endpoints } from '@store/api-client';
import { WISHLIST_FETCH_SIZE } from '@store/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { loadStoredSession, setUserRole, setWishlist } from './auth-store';
import { rememberFirstVisit } from './first-visit';
import { loadAuthDialogs } from './modal-loader';
import { startPush } from './push';
import { rememberReferralFromUrl } from './referral-landing';
import { useAuth } from './useAuth';

const AuthDialogs = lazy(loadAuthDialogs);

/** Start-up of the authentication area: the stored session, the role, push, and the dialogs. */
export function AuthRoot() {
  const api = useApi();
  const { ready, token, dialog, profile, wishlistWanted, wishlistLoaded } = useAuth();
  const userId = profile?.id;
  const [dialogsWanted, setDialogsWanted] = useState(false);

  useEffect(() => {
    loadStoredSession();
    rememberFirstVisit();
    rememberReferralFromUrl();
    startPush(api);
  }, [api]);

  // The role call also proves a stored token still works: a dead one comes back 401 and logs out.
  useEffect(() => {
    if (!ready || !token) return;
    const controller = new AbortController();
    api
      .call(endpoints.role, { signal: controller.signal })
      .then(({ role }) => setUserRole(role))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, ready, token]);

  // The customer's hearts, once per sign-in (wishlist fetch size 100: docs/product.md, "Sign-in and
  // the signed-in state"), on a page that shows one: the tracking page, the account area and
  // checkout ask nothing for it, and the Wishlist tab's own call brings the ids with its cards.
  useEffect(() => {
    if (!ready || !token || userId === undefined || !wishlistWanted || wishlistLoaded) return;
    const controller = new AbortController();
    api
      .call(endpoints.wishlist, {
        params: { userId },
        query: { page: 1, size: WISHLIST_FETCH_SIZE },
        signal: controller.signal,
        hideAlert: true,
      })
      .then(({ ids }) => setWishlist(ids))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, ready, token, userId, wishlistWanted, wishlistLoaded]);

  if (dialog && !dialogsWanted) setDialogsWanted(true);
  if (!dialogsWanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
