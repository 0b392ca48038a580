'use client';

import { ApiError } from '@store/api-client';
import { useEffect, useState } from 'react';
import type { AuthCalls } from './auth-calls';

export type ReferrerLookup =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'found'; firstName: string }
  | { state: 'unknown' };

const LOOKUP_DELAY_MS = 400;

/** Who a typed referral code belongs to, looked up once the typing pauses. */
export function useReferrer(calls: AuthCalls, code: string): ReferrerLookup {
  const trimmed = code.trim();
  const [result, setResult] = useState<{ code: string; lookup: ReferrerLookup }>({
    code: '',
    lookup: { state: 'none' },
  });

  useEffect(() => {
    if (trimmed.length < 4) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      calls
        .referrer(trimmed, controller.signal)
        .then((who) => setResult({ code: trimmed, lookup: { state: 'found', firstName: who.first_name } }))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.reason === 'aborted') return;
          setResult({ code: trimmed, lookup: { state: 'unknown' } });
        });
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [calls, trimmed]);

  if (trimmed.length < 4) return { state: 'none' };
  return result.code === trimmed ? result.lookup : { state: 'checking' };
}
