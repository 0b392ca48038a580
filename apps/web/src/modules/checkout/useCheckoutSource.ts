'use client';

import { failureText } from '@store/api-client';
import type { BookingDraft, BookingQuote } from '@store/contract';
import { useEffect, useState } from 'react';
import { linkSecret } from '@/lib/link-secrets';
import { loadDraft } from '@/modules/booking/draft-storage';
import { useApi } from '@/modules/runtime/useApi';
import { type CheckoutLink, checkoutLink } from './checkout-api';

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
    /** The customer it was made for (id and masked name); only they can pay it. */
    readonly customerId: number | null;
    readonly customer: string;
    /** The agent's coupon and its discount on the locked price; their answers to the questions. */
    readonly couponCode: string | null;
    readonly couponDiscount: number;
    readonly answers: readonly { id: number; value?: string | null }[];
  };
};

export type SourceState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; source: CheckoutSource };

const LINK_FAILED = 'This checkout link could not be opened. Please ask for a new one.';

function fromLink(link: CheckoutLink): CheckoutSource {
  const quote: BookingQuote = link.checkout_data;
  return {
    city: quote.selected_city,
    // The city list's name ("Delhi NCR"), not one made from the short name.
    cityName: link.city_name,
    draft: { experience_id: quote.experience_id, quantity: quote.quantity },
    experience: { name: quote.experience_name, page_url: '/', featured_image: quote.featured_image },
    link: {
      checkoutId: link.checkout_id,
      quote,
      agentName: link.agent_name,
      expiresAt: link.expires_at,
      customerId: link.customer_id,
      customer: link.customer,
      couponCode: link.coupon_code,
      couponDiscount: link.coupon_discount,
      answers: link.booking_questions,
    },
  };
}

export function useCheckoutSource(): SourceState {
  const api = useApi();
  const [state, setState] = useState<SourceState>({ status: 'loading' });
  useEffect(() => {
    // Checkout starts at its top, whatever the scroll of the page the customer came from.
    window.scrollTo(0, 0);
    const checkoutId = linkSecret('checkout_id');
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
      (link) => setState({ status: 'ready', source: fromLink(link) }),
      (error: unknown) =>
        setState({
          status: 'failed',
          message: failureText(error, LINK_FAILED),
        }),
    );
  }, [api]);
  return state;
}
