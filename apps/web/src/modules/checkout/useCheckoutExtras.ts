'use client';

import { failureText } from '@store/api-client';
import type { BookingDraft } from '@store/contract';
import { useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import {
  type CheckoutQuestion,
  type CouponOffer,
  checkoutQuestions,
  listCoupons,
  paymentMethods,
  type WalletState,
  walletBalance,
} from './checkout-api';

/** The booking questions of the experience: public, asked once per checkout. */
export function useCheckoutQuestions(city: string, experienceId: number): CheckoutQuestion[] | null {
  const api = useApi();
  const [questions, setQuestions] = useState<CheckoutQuestion[] | null>(null);
  useEffect(() => {
    checkoutQuestions(api, city, experienceId).then(
      (reply) => setQuestions(reply.questions),
      () => setQuestions([]),
    );
  }, [api, city, experienceId]);
  return questions;
}

/**
 * The coupons that apply to this draft, each with the server's discount. The coupon call needs a
 * slot_id (docs/product.md, "Checkout"), so a draft without one (courier items) asks nothing.
 */
export function useCoupons(
  city: string,
  draft: BookingDraft & { checkout_id?: string },
  signedIn: boolean,
): CouponOffer[] {
  const api = useApi();
  const [coupons, setCoupons] = useState<CouponOffer[]>([]);
  const key = JSON.stringify(draft);
  useEffect(() => {
    const body = JSON.parse(key) as BookingDraft & { checkout_id?: string };
    if (!signedIn || !body.slot_id) return setCoupons([]);
    let live = true;
    listCoupons(api, city, body).then(
      (reply) => live && setCoupons(reply.coupons),
      () => live && setCoupons([]),
    );
    return () => {
      live = false;
    };
  }, [api, city, key, signedIn]);
  return coupons;
}

const BALANCE_FAILED = 'We could not read your wallet balance. You can still pay without it.';
/** A balance failure is reported after 2 s (docs/product.md, "Errors and alerts"). */
export const BALANCE_FAILURE_DELAY_MS = 2000;

const NO_WALLET: WalletState = { wallet_money: 0, held: [] };

/**
 * The signed-in customer's wallet money and what unpaid orders hold of it; nothing for guests or
 * when it cannot be read.
 */
export function useWallet(signedIn: boolean): WalletState {
  const api = useApi();
  const toast = useToast();
  const [balance, setBalance] = useState<WalletState>(NO_WALLET);
  useEffect(() => {
    if (!signedIn) return setBalance(NO_WALLET);
    let timer: ReturnType<typeof setTimeout> | undefined;
    walletBalance(api).then(
      (reply) => setBalance({ wallet_money: reply.wallet_money, held: reply.held ?? [] }),
      (error: unknown) => {
        setBalance(NO_WALLET);
        const text = failureText(error, BALANCE_FAILED);
        timer = setTimeout(() => toast(text, 'error'), BALANCE_FAILURE_DELAY_MS);
      },
    );
    return () => clearTimeout(timer);
  }, [api, signedIn, toast]);
  return balance;
}

/** Whether the city's checkout offers Paytm; until the API says so, it does not. */
export function usePaytmOffered(city: string): boolean {
  const api = useApi();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    paymentMethods(api, city).then(
      (reply) => setOffered(reply.paytm),
      () => setOffered(false),
    );
  }, [api, city]);
  return offered;
}
