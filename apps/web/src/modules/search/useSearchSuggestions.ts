'use client';

import { endpoints } from '@store/api-client';
import type { SearchResults } from '@store/contract';
import { useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';

export const SUGGESTION_LIMIT = 6;
export const MIN_QUERY_LENGTH = 2;
const DEBOUNCE_MS = 200;

/**
 * Results as the visitor types: one request per pause of 200 ms, and a newer keystroke aborts
 * the request before it, so an answer that arrives late never replaces a newer one.
 */
export function useSearchSuggestions(text: string): { results: SearchResults | null; loading: boolean } {
  const api = useApi();
  const q = text.trim();
  const [results, setResults] = useState<SearchResults | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (q.length < MIN_QUERY_LENGTH) {
      setResults(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      api
        .call(endpoints.search, { query: { q, limit: SUGGESTION_LIMIT }, signal: controller.signal })
        .then((found) => {
          setResults(found);
          setLoading(false);
        })
        .catch(() => {
          // An abort is a newer keystroke; any other failure was already shown as a toast.
          if (!controller.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, q]);

  return { results, loading };
}
