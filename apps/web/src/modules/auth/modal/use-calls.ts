'use client';

import { useMemo } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { type AuthCalls, authCalls } from './auth-calls';

export function useAuthCalls(): AuthCalls {
  const api = useApi();
  return useMemo(() => authCalls(api), [api]);
}
