'use client';

import { formatInr } from '@store/domain';
import { type FormEvent, useState } from 'react';
import styles from './Checkout.module.css';
import type { CouponOffer } from './checkout-api';

type Props = {
  coupons: readonly CouponOffer[];
  applied: string | null;
  onApply: (code: string | null) => void;
};

/** The coupons the server offers for this draft, best first, and a box for a code the customer has. */
export function CouponSection({ coupons, applied, onApply }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const sorted = [...coupons].sort(
    (a, b) => Number(b.applicable) - Number(a.applicable) || b.discount - a.discount,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    const offer = coupons.find((c) => c.code === wanted);
    if (!offer) return setError(`${wanted || 'That code'} is not valid for this booking.`);
    if (!offer.applicable) return setError(offer.message);
    setError('');
    setCode('');
    onApply(offer.code);
  }

  return (
    <section className={styles.card} aria-labelledby="coupons-title" data-testid="coupons">
      <h2 id="coupons-title" className={styles.sectionTitle}>
        Coupons and vouchers
      </h2>
      <form className={styles.couponForm} onSubmit={submit}>
        <label htmlFor="coupon-code" className="visually-hidden">
          Coupon code
        </label>
        <input
          id="coupon-code"
          className={styles.textAnswer}
          placeholder="Have a code?"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
        />
        <button type="submit" className={styles.secondary}>
          Apply
        </button>
      </form>
      {error && (
        <p id="coupon-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.coupons}>
        {sorted.map((offer) => (
          <li
            key={offer.code}
            className={styles.coupon}
            data-testid="coupon"
            data-applicable={offer.applicable}
          >
            <div>
              <strong>{offer.code}</strong>
              {offer.is_voucher && <span className={styles.badge}>Your voucher</span>}
              <p className={styles.fine}>{offer.applicable ? offer.description : offer.message}</p>
            </div>
            {applied === offer.code ? (
              <button type="button" className={styles.secondary} onClick={() => onApply(null)}>
                Remove
              </button>
            ) : (
              <button
                type="button"
                className={styles.secondary}
                disabled={!offer.applicable}
                onClick={() => onApply(offer.code)}
              >
                {offer.applicable ? `Save ${formatInr(offer.discount)}` : 'Not applicable'}
                <span className="visually-hidden"> with {offer.code}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
