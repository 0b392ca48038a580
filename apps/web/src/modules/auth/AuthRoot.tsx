'use client';

import { endpoints } from '@store/api-client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { loadStoredSession, setUserRole } from './auth-store';
import { loadAuthDialogs } from './modal-loader';
import { startPush } from './push';
import { useAuth } from './useAuth';

const AuthDialogs = lazy(loadAuthDialogs);

/** Start-up of the authentication area: the stored session, the role, push, and the dialogs. */
export function AuthRoot() {
  const api = useApi();
  const { ready, token, dialog } = useAuth();
  const [dialogsWanted, setDialogsWanted] = useState(false);

  useEffect(() => {
    loadStoredSession();
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

  if (dialog && !dialogsWanted) setDialogsWanted(true);
  if (!dialogsWanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
