'use client';

import { failureText } from '@store/api-client';
import type { BookingDraft, BookingQuote } from '@store/contract';
import { useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { quoteDraft } from './booking-api';

export type QuoteState =
  | { status: 'idle' }
  /** `previous`: the last answer, shown dimmed (and not payable) until the new one arrives. */
  | { status: 'loading'; previous?: BookingQuote }
  | { status: 'ready'; quote: BookingQuote }
  | { status: 'failed'; message: string };

const QUOTE_FAILED = 'We could not price your booking right now. Please try again.';

/**
 * The server's price of the draft, asked again after every change (the latest answer wins). The
 * numbers shown are only ever the server's: while a new answer is on its way, the last one is dimmed.
 */
export function useQuote(city: string, draft: BookingDraft | null): QuoteState {
  const api = useApi();
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const key = draft ? JSON.stringify(draft) : '';

  useEffect(() => {
    if (!key) return setState({ status: 'idle' });
    const controller = new AbortController();
    setState((current) => ({
      status: 'loading',
      previous:
        current.status === 'ready'
          ? current.quote
          : current.status === 'loading'
            ? current.previous
            : undefined,
    }));
    quoteDraft(api, city, JSON.parse(key) as BookingDraft, controller.signal).then(
      (quote) => setState({ status: 'ready', quote }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = failureText(error, QUOTE_FAILED, ['bad-request']);
        setState({ status: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [api, city, key]);

  return state;
}
