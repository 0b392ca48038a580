'use client';

import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly data: T };

/**
 * One call's answer for a tab: loading, failed (the API client has already shown why), or its data;
 * `reload` asks again after a change. An answer that arrives after the tab closed is dropped.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { reload(): void } {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks for the same call again
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setState({ kind: 'ready', data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [load, round]);

  return { ...state, reload };
}
