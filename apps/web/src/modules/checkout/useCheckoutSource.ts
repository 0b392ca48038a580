'use client';

import { ApiError } from '@store/api-client';
import type { BookingDraft, BookingQuote } from '@store/contract';
import { useEffect, useState } from 'react';
import { loadDraft } from '@/modules/booking/draft-storage';
import { useApi } from '@/modules/runtime/useApi';
import { checkoutLink } from './checkout-api';

/** What is being bought: the customer's own stored draft, or an agent's link with its locked price. */
export type CheckoutSource = {
  readonly city: string;
  readonly cityName: string;
  readonly draft: BookingDraft;
  readonly experience: { readonly name: string; readonly page_url: string; readonly featured_image: string };
  /** Set for an agent's link: the order is placed against it and charged its price. */
  readonly link?: {
    readonly checkoutId: string;
    readonly quote: BookingQuote;
    readonly agentName: string;
    readonly expiresAt: string;
  };
};

export type SourceState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; source: CheckoutSource };

const LINK_FAILED = 'This checkout link could not be opened. Please ask for a new one.';

function fromLinkQuote(
  checkoutId: string,
  quote: BookingQuote,
  agentName: string,
  expiresAt: string,
): CheckoutSource {
  return {
    city: quote.selected_city,
    cityName: quote.selected_city.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
    draft: { experience_id: quote.experience_id, quantity: quote.quantity },
    experience: { name: quote.experience_name, page_url: '/', featured_image: quote.featured_image },
    link: { checkoutId, quote, agentName, expiresAt },
  };
}

export function useCheckoutSource(): SourceState {
  const api = useApi();
  const [state, setState] = useState<SourceState>({ status: 'loading' });
  useEffect(() => {
    // Checkout starts at its top, whatever the scroll of the page the customer came from.
    window.scrollTo(0, 0);
    const checkoutId = new URLSearchParams(window.location.search).get('checkout_id');
    if (!checkoutId) {
      const stored = loadDraft();
      setState(
        stored
          ? {
              status: 'ready',
              source: {
                city: stored.city,
                cityName: stored.city_name,
                draft: stored.draft,
                experience: stored.experience,
              },
            }
          : { status: 'empty' },
      );
      return;
    }
    checkoutLink(api, checkoutId).then(
      (link) =>
        setState({
          status: 'ready',
          source: fromLinkQuote(link.checkout_id, link.checkout_data, link.agent_name, link.expires_at),
        }),
      (error: unknown) =>
        setState({
          status: 'failed',
          message: error instanceof ApiError && error.status < 500 ? error.message : LINK_FAILED,
        }),
    );
  }, [api]);
  return state;
}
