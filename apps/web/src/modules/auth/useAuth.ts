'use client';

import { useSyncExternalStore } from 'react';
import { type AuthState, authStore } from './auth-store';

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.server);
}
