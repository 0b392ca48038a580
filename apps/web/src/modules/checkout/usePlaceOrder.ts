'use client';

import { ApiError, failureText } from '@store/api-client';
import { type ErrorCode, missingMandatoryQuestions, orderDetailsMessage } from '@store/domain';
import { useMemo, useState } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import { clearDraft, markDraftPlaced } from '@/modules/booking/draft-storage';
import { useRuntimeConfig } from '@/modules/runtime/RuntimeConfig';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { clearStoredAnswers } from './answers-storage';
import type { Answers } from './BookingQuestions';
import { type CheckoutQuestion, type OrderRequest, type PaymentChoice, placeOrder } from './checkout-api';
import { CHOOSE_ADDRESS, DELIVERY_ADDRESS_ID } from './DeliveryAddress';
import { startOnlinePayment, startPaytmPayment } from './pay';
import { resultUrl } from './result-url';

const PLACE_FAILED = 'We could not place your booking. Please try again.';
/** Nothing answered (offline, a dropped connection): said in words, never the browser's "Failed to fetch". */
const CONNECTION_DROPPED =
  'Your connection dropped before your booking was placed. Check your connection and press the button again: you will not be booked twice.';
/**
 * Answered by the mobile dialogs the API client opens (docs/product.md, "Errors and alerts"), not
 * by a message here.
 */
const MOBILE_PROMPTS: ReadonlySet<ErrorCode | undefined> = new Set<ErrorCode>([
  'MOBILE_MISSING',
  'MOBILE_NOT_VERIFIED',
]);

type Input = {
  city: string;
  choice: PaymentChoice;
  /** The order body without the booking answers; null until the server's price is known. */
  request: OrderRequest | null;
  signedIn: boolean;
  questions: readonly CheckoutQuestion[];
  answers: Answers;
  /** An agent's link is not the customer's stored draft: it stays. */
  keepDraft: boolean;
  /** A service at the customer's place with no delivery address chosen yet. */
  addressMissing: boolean;
};

export function scrollToImportantInformation(): void {
  document.getElementById('important-information')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * The pay button: sign-in first, then the mandatory questions (alert, scroll, panel), then one
 * order per attempt (the same Idempotency-Key for the same request, so a double click or a retry
 * after a lost reply cannot book twice), then the payment or the result page.
 */
export function usePlaceOrder({
  city,
  choice,
  request,
  signedIn,
  questions,
  answers,
  keepDraft,
  addressMissing,
}: Input) {
  const api = useApi();
  const { apiUrl } = useRuntimeConfig();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<readonly CheckoutQuestion[]>([]);
  const [addressAsked, setAddressAsked] = useState(false);
  const requestKey = JSON.stringify([choice, request, answers]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key exactly when the request changes
  const attemptKey = useMemo(() => crypto.randomUUID(), [requestKey]);

  async function submit() {
    if (!request || busy) return;
    if (!signedIn) return openLogin();
    if (addressMissing) {
      setAddressAsked(true);
      toast(CHOOSE_ADDRESS, 'error');
      document.getElementById(DELIVERY_ADDRESS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    const list = Object.entries(answers).map(([id, value]) => ({ id: Number(id), value }));
    const unanswered = missingMandatoryQuestions(questions, list);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      toast(orderDetailsMessage(unanswered.map((q) => q.question)) ?? '', 'error');
      scrollToImportantInformation();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answered = list.filter((a) => a.value.trim() !== '');
      const placed = await placeOrder(
        api,
        city,
        choice,
        { ...request, booking_questions: answered },
        attemptKey,
      );
      const paysNow = (choice === 'online' || choice === 'paytm') && placed.data.payment;
      if (keepDraft) {
        // An agent's link: nothing of the browser's to clear.
      } else if (paysNow) markDraftPlaced(placed.data.order_id);
      else {
        clearDraft();
        clearStoredAnswers(request.experience_id);
      }
      if (paysNow) {
        // The order is placed: if the payment window cannot open, its result page offers another try.
        const pay =
          choice === 'paytm'
            ? startPaytmPayment(api, placed.data.order_id)
            : startOnlinePayment(api, apiUrl, placed.data.order_id);
        await pay.catch(() => window.location.assign(resultUrl(placed.data.order_id, { status: 'failed' })));
      } else {
        window.location.assign(resultUrl(placed.data.order_id));
      }
    } catch (failure) {
      if (failure instanceof ApiError && MOBILE_PROMPTS.has(failure.code)) return setBusy(false);
      const dropped = failure instanceof ApiError && failure.reason !== 'http';
      setError(dropped ? CONNECTION_DROPPED : failureText(failure, PLACE_FAILED));
      setBusy(false);
    }
  }

  return { submit, busy, error, missing, addressAsked };
}
