'use client';

import type { BookingQuote } from '@store/contract';
import { checkoutTotal } from '@store/domain';
import dynamic from 'next/dynamic';
import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useAuth } from '@/modules/auth/useAuth';
import { QuoteBreakdown } from '@/modules/booking/QuoteBreakdown';
import { BookingFacts } from '@/modules/booking/SummeryStep';
import { useQuote } from '@/modules/booking/useQuote';
import { useStoredAnswers } from './answers-storage';
import type { Answers } from './BookingQuestions';
import { BookingQuestions } from './BookingQuestions';
import styles from './Checkout.module.css';
import { CouponSection } from './CouponSection';
import type { HeldWalletMoney, OrderRequest, PaymentChoice } from './checkout-api';
import { DeliveryAddress } from './DeliveryAddress';
import { ImportantInformation } from './ImportantInformation';
import { OrderDetailsPanel } from './OrderDetailsPanel';
import { PaymentSection } from './PaymentSection';
import { useCheckoutQuestions, useCoupons, usePaytmOffered, useWallet } from './useCheckoutExtras';
import { type CheckoutSource, useCheckoutSource } from './useCheckoutSource';
import { usePlaceOrder } from './usePlaceOrder';
import { WhatsAppOptIn } from './WhatsAppOptIn';

// Only agents see it: its code loads for them, not with every customer's checkout.
const AgentPanel = dynamic(() => import('./AgentPanel').then((m) => m.AgentPanel));

/**
 * `/checkout` (docs/product.md, "Checkout"): the customer's stored draft, or an agent's link,
 * priced by the server.
 */
export function CheckoutPage() {
  const state = useCheckoutSource();
  if (state.status === 'loading') return <div className={styles.page} aria-busy="true" />;
  if (state.status === 'empty') return <EmptyCheckout />;
  if (state.status === 'failed') {
    return (
      <section className={styles.empty} data-testid="checkout-link-error">
        <h1 className={styles.heading}>This link cannot be used</h1>
        <p role="alert">{state.message}</p>
        <Link href="/" className={styles.homeLink}>
          Explore experiences
        </Link>
      </section>
    );
  }
  return <Checkout source={state.source} />;
}

function useCheckoutQuote(source: CheckoutSource): { quote: BookingQuote | null; failure: string | null } {
  const live = useQuote(source.city, source.link ? null : source.draft);
  if (source.link) return { quote: source.link.quote, failure: null };
  return {
    quote: live.status === 'ready' ? live.quote : null,
    failure: live.status === 'failed' ? live.message : null,
  };
}

/** The answers the agent took down fill the questions the customer has not answered yet. */
function useLinkAnswers(
  source: CheckoutSource,
  answers: Answers,
  answer: (id: number, value: string) => void,
) {
  const fromLink = source.link?.answers;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per link, not on every answer
  useEffect(() => {
    for (const a of fromLink ?? []) if (a.value && !answers[a.id]) answer(a.id, a.value);
  }, [fromLink]);
}

function Checkout({ source }: { source: CheckoutSource }) {
  const auth = useAuth();
  const signedIn = Boolean(auth.token);
  const isAgent = (auth.userRole ?? auth.profile?.role) === 'agent';
  const { quote, failure } = useCheckoutQuote(source);
  const loadedQuestions = useCheckoutQuestions(source.city, source.draft.experience_id);
  const questions = loadedQuestions ?? [];
  const [answers, answer] = useStoredAnswers(source.draft.experience_id);
  useLinkAnswers(source, answers, answer);
  const draft = source.link ? { ...source.draft, checkout_id: source.link.checkoutId } : source.draft;
  const coupons = useCoupons(source.city, draft, signedIn);
  const wallet = useWallet(signedIn);
  const paytmOffered = usePaytmOffered(source.city);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [walletOn, setWalletOn] = useState(false);
  const [choice, setChoice] = useState<PaymentChoice>('online');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addressesReady, setAddressesReady] = useState(false);

  // Wallet money an unpaid order of this very slot holds comes back when this one is placed.
  const slot = quote ?? { experience_id: source.draft.experience_id, date: null, slot_id: null };
  const sameSlot = (h: HeldWalletMoney) =>
    h.experience_id === slot.experience_id && h.date === slot.date && h.slot_id === slot.slot_id;
  const balance = wallet.wallet_money + wallet.held.filter(sameSlot).reduce((sum, h) => sum + h.amount, 0);
  const walletHeld = wallet.held.filter((h) => !sameSlot(h)).map((h) => h.message);
  const linkCoupon = source.link?.couponCode ?? null;
  const discount = linkCoupon
    ? (source.link?.couponDiscount ?? 0)
    : (coupons.find((c) => c.code === coupon && c.applicable)?.discount ?? 0);
  const total = quote ? checkoutTotal(quote.amount, discount, balance, walletOn) : null;
  const ownerId = source.link?.customerId ?? null;
  const notForMe =
    ownerId !== null && auth.profile !== null && auth.profile !== undefined && auth.profile.id !== ownerId;
  // Paytm where the city offers it; cash and "book now, confirm later" where the experience takes them.
  const choices: PaymentChoice[] = [
    'online',
    ...(paytmOffered ? (['paytm'] as const) : []),
    ...(quote?.cod_available ? (['cod'] as const) : []),
    ...(quote?.offline_available ? (['offline'] as const) : []),
  ];
  // A service done at the customer's place (priced for a pincode) needs the address it goes to.
  const delivered = quote?.pincode ? { ...quote, pincode: quote.pincode } : null;
  const request: OrderRequest | null = total
    ? {
        ...draft,
        amount: total.payable,
        use_wallet: walletOn,
        ...(coupon ? { coupon_code: coupon } : {}),
        ...(delivered && addressId !== null ? { address_id: addressId } : {}),
      }
    : null;
  const place = usePlaceOrder({
    city: source.city,
    choice: choices.includes(choice) ? choice : 'online',
    request,
    signedIn,
    questions,
    answers,
    keepDraft: Boolean(source.link),
    addressMissing: delivered !== null && addressId === null,
  });
  const missing = new Set(place.missing.map((q) => q.question_id));

  return (
    // The booking questions arrive after the price: `data-questions` says when they are in.
    <div
      className={styles.page}
      data-testid="checkout-page"
      data-questions={loadedQuestions === null ? 'loading' : 'ready'}
    >
      <h1 className={styles.heading}>Checkout</h1>
      {source.link && (
        <p className={styles.linkNote} data-testid="checkout-link-note">
          Prepared for you by {source.link.agentName}. This price holds until{' '}
          {new Date(source.link.expiresAt).toLocaleString('en-IN', {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
          .{linkCoupon && ` Your agent applied the coupon ${linkCoupon}.`}
        </p>
      )}
      {source.link && notForMe && (
        <p className={styles.fieldError} role="alert" data-testid="checkout-link-owner">
          This checkout link was made for {source.link.customer}. Please sign in as them, or ask your agent
          for a link of your own.
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <article className={styles.card} data-testid="checkout-experience">
            <div className={styles.thumb}>
              <Image src={source.experience.featured_image} alt="" fill sizes="96px" />
            </div>
            <div>
              <h2 className={styles.name}>{source.experience.name}</h2>
              {!source.link && (
                <Link href={source.experience.page_url} className={styles.change}>
                  Change date, time or add-ons
                </Link>
              )}
            </div>
          </article>
          <OrderDetailsPanel missing={place.missing.map((q) => q.question)} />
          {delivered && (
            <DeliveryAddress
              quote={delivered}
              cityName={source.cityName}
              signedIn={signedIn}
              chosen={addressId}
              onChoose={setAddressId}
              onReady={setAddressesReady}
              missing={place.addressAsked}
            />
          )}
          <ImportantInformation quote={quote}>
            <BookingQuestions questions={questions} answers={answers} onAnswer={answer} missing={missing} />
          </ImportantInformation>
          {signedIn && !linkCoupon && coupons.length > 0 && (
            <CouponSection coupons={coupons} applied={coupon} onApply={setCoupon} />
          )}
          {isAgent && !source.link && (
            <AgentPanel city={source.city} draft={source.draft} answers={answers} />
          )}
        </div>
        <aside className={styles.side}>
          <section className={styles.card} aria-labelledby="price-title">
            <h2 id="price-title" className={styles.sectionTitle}>
              Price details
            </h2>
            {quote && (
              <>
                <BookingFacts quote={quote} cityName={source.cityName} />
                <QuoteBreakdown quote={quote} discount={total?.discount ?? 0} />
              </>
            )}
            {failure && (
              <div className={styles.error} role="alert" data-testid="checkout-error">
                <p>{failure}</p>
                <Link href={source.experience.page_url}>Choose again on the experience page</Link>
              </div>
            )}
            {!quote && !failure && (
              <div className={styles.skeleton} aria-busy="true">
                <span className="visually-hidden">Getting your price…</span>
              </div>
            )}
          </section>
          <PaymentSection
            choices={choices}
            choice={choice}
            onChoice={setChoice}
            price={quote?.amount ?? null}
            total={total}
            walletBalance={balance}
            walletHeld={walletHeld}
            useWallet={walletOn}
            onUseWallet={setWalletOn}
            signedIn={signedIn}
            busy={place.busy}
            waiting={delivered !== null && !addressesReady}
            error={place.error}
            onPay={place.submit}
          >
            {auth.profile && <WhatsAppOptIn userId={auth.profile.id} />}
          </PaymentSection>
        </aside>
      </div>
    </div>
  );
}

function EmptyCheckout() {
  return (
    <section className={styles.empty} data-testid="checkout-empty">
      <p className={styles.emptyIcon} aria-hidden="true">
        ✦
      </p>
      <h1 className={styles.heading}>Nothing to check out yet</h1>
      <p>Pick an experience, a date and a time, and your booking will wait for you here.</p>
      <Link href="/" className={styles.homeLink}>
        Explore experiences
      </Link>
    </section>
  );
}
