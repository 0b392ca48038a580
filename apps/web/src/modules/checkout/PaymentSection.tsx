'use client';

import { type CheckoutTotal, formatInr } from '@store/domain';
import type { ReactNode } from 'react';
import styles from './Checkout.module.css';
import type { PaymentChoice } from './checkout-api';

const LABELS: Record<PaymentChoice, { title: string; text: string; button: string }> = {
  online: { title: 'Pay online', text: 'UPI, cards and net banking', button: 'Pay' },
  paytm: { title: 'Paytm', text: "Paytm wallet, UPI or cards on Paytm's page", button: 'Pay with Paytm' },
  cod: {
    title: 'Cash on delivery',
    text: 'Pay the team when they arrive',
    button: 'Book with cash on delivery',
  },
  offline: {
    title: 'Book now, confirm later',
    text: 'We reserve your slot; you confirm the booking afterwards',
    button: 'Book offline',
  },
};

type Props = {
  choices: readonly PaymentChoice[];
  choice: PaymentChoice;
  onChoice: (choice: PaymentChoice) => void;
  price: number | null;
  total: CheckoutTotal | null;
  walletBalance: number;
  /** What unpaid orders hold of the wallet, and until when (the server's sentences). */
  walletHeld: readonly string[];
  useWallet: boolean;
  onUseWallet: (use: boolean) => void;
  signedIn: boolean;
  busy: boolean;
  /** Something the order needs is still loading (the saved delivery addresses). */
  waiting: boolean;
  error: string;
  onPay: () => void;
  /** Options shown above the button (the WhatsApp opt-in). */
  children?: ReactNode;
};

/** The `payment` anchor (docs/product.md, "Checkout"): how to pay, the wallet, the sum and the button. */
export function PaymentSection(p: Props) {
  const payable = p.total?.payable;
  const label = LABELS[p.choice];
  return (
    <section id="payment" className={styles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.sectionTitle}>
        Payment
      </h2>
      <fieldset className={styles.methods} data-testid="payment-methods">
        <legend className="visually-hidden">How would you like to pay?</legend>
        {p.choices.map((choice) => (
          <label key={choice} className={styles.method}>
            <input
              type="radio"
              name="payment-method"
              value={choice}
              checked={p.choice === choice}
              onChange={() => p.onChoice(choice)}
            />
            <span>
              <strong>{LABELS[choice].title}</strong>
              <span className={styles.fine}>{LABELS[choice].text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {p.walletBalance > 0 && (
        <label className={styles.wallet} data-testid="wallet-toggle">
          <input type="checkbox" checked={p.useWallet} onChange={(e) => p.onUseWallet(e.target.checked)} />
          <span>Use my wallet money ({formatInr(p.walletBalance)} available)</span>
        </label>
      )}
      {p.walletHeld.map((message) => (
        <p key={message} className={styles.heldNote} data-testid="wallet-held">
          {message}
        </p>
      ))}
      {p.total && p.price !== null && (
        <dl className={styles.totals}>
          <div>
            <dt>Price</dt>
            <dd>{formatInr(p.price)}</dd>
          </div>
          {p.total.discount > 0 && (
            <div data-testid="coupon-discount">
              <dt>Coupon</dt>
              <dd>−{formatInr(p.total.discount)}</dd>
            </div>
          )}
          {p.total.cashUsed > 0 && (
            <div data-testid="wallet-used">
              <dt>Wallet</dt>
              <dd>−{formatInr(p.total.cashUsed)}</dd>
            </div>
          )}
        </dl>
      )}
      {p.children}
      <p className={styles.payable}>
        <span>Amount payable</span>
        <strong data-testid="checkout-payable">{payable === undefined ? '…' : formatInr(payable)}</strong>
      </p>
      {p.error && (
        <p className={styles.fieldError} role="alert" data-testid="checkout-place-error">
          {p.error}
        </p>
      )}
      <button
        type="button"
        className={styles.pay}
        disabled={payable === undefined || p.busy || p.waiting}
        onClick={p.onPay}
        data-testid="place-order"
      >
        {!p.signedIn
          ? 'Sign in to book'
          : p.busy
            ? 'Please wait…'
            : (p.choice === 'online' || p.choice === 'paytm') && payable
              ? `${label.button} ${formatInr(payable)}`
              : label.button}
      </button>
      <p className={styles.fine}>The price is checked again by our server when you book.</p>
    </section>
  );
}
