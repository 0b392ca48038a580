'use client';

import { endpoints, failureText } from '@store/api-client';
import type { BookingDraft } from '@store/contract';
import { type FormEvent, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import type { Answers } from './BookingQuestions';
import styles from './Checkout.module.css';
import { type CustomerSummary, searchCustomers, shareCheckout } from './checkout-api';

const messageOf = (error: unknown) => failureText(error, 'That did not work. Please try again.');

const nameOf = (c: CustomerSummary) => [c.first_name, c.last_name].filter(Boolean).join(' ');

/**
 * An agent (docs/product.md, "Who uses it") finds or registers the customer and shares a checkout
 * built for them, with a coupon they choose and the answers they took down (both checked by the
 * server).
 */
export function AgentPanel({
  city,
  draft,
  answers,
}: {
  city: string;
  draft: BookingDraft;
  answers: Answers;
}) {
  const api = useApi();
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const [coupon, setCoupon] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState('');

  async function share() {
    setError('');
    // A link is always for one customer: only they can pay it.
    if (!customer) return setError('Find or register the customer first.');
    const given = Object.entries(answers)
      .filter(([, value]) => value.trim() !== '')
      .map(([id, value]) => ({ id: Number(id), value }));
    try {
      const shared = await shareCheckout(api, city, {
        ...draft,
        customer_id: customer.id,
        ...(coupon.trim() ? { coupon_code: coupon.trim() } : {}),
        ...(given.length > 0 ? { booking_questions: given } : {}),
      });
      setLink(shared.checkout_link);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <section className={styles.card} aria-labelledby="agent-title" data-testid="agent-panel">
      <h2 id="agent-title" className={styles.sectionTitle}>
        Booking for a customer
      </h2>
      {customer ? (
        <p data-testid="agent-customer">
          For <strong>{nameOf(customer)}</strong> ({customer.mobile ?? customer.email}){' '}
          <button type="button" className={styles.linkButton} onClick={() => setCustomer(null)}>
            Change
          </button>
        </p>
      ) : (
        <>
          <CustomerSearch onChoose={setCustomer} />
          <RegisterCustomer onRegistered={setCustomer} />
        </>
      )}
      <label className={styles.fine} htmlFor="agent-coupon">
        Coupon for the customer (optional)
      </label>
      <input
        id="agent-coupon"
        className={styles.textAnswer}
        value={coupon}
        onChange={(e) => setCoupon(e.target.value)}
        autoCapitalize="characters"
        data-testid="agent-coupon"
      />
      <button
        type="button"
        className={styles.secondary}
        onClick={share}
        disabled={!customer}
        data-testid="share-checkout"
      >
        Create a checkout link
      </button>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {link && (
        <div className={styles.shareLink}>
          <label htmlFor="checkout-link">
            Send this link to the customer; it keeps this price until it expires.
          </label>
          <input
            id="checkout-link"
            readOnly
            value={link}
            data-testid="checkout-link"
            onFocus={(e) => e.target.select()}
          />
          <button
            type="button"
            className={styles.secondary}
            onClick={() => navigator.clipboard?.writeText(link)}
          >
            Copy link
          </button>
        </div>
      )}
    </section>
  );
}

function CustomerSearch({ onChoose }: { onChoose: (c: CustomerSummary) => void }) {
  const api = useApi();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<CustomerSummary[] | null>(null);
  const [error, setError] = useState('');
  async function search(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      setFound(await searchCustomers(api, query.trim()));
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  return (
    <form onSubmit={search} className={styles.agentForm}>
      <label htmlFor="customer-query">Find a customer by mobile, email or name</label>
      <div className={styles.couponForm}>
        <input
          id="customer-query"
          className={styles.textAnswer}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className={styles.secondary}>
          Search
        </button>
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
      {found?.length === 0 && <p className={styles.fine}>No customer found. Register them below.</p>}
      <ul className={styles.coupons}>
        {found?.map((c) => (
          <li key={c.id} className={styles.coupon}>
            <span>
              {nameOf(c)} <span className={styles.fine}>{c.mobile ?? c.email}</span>
            </span>
            <button type="button" className={styles.secondary} onClick={() => onChoose(c)}>
              Choose
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}

function RegisterCustomer({ onRegistered }: { onRegistered: (c: CustomerSummary) => void }) {
  const api = useApi();
  const [form, setForm] = useState({ first_name: '', last_name: '', mobile: '' });
  const [error, setError] = useState('');
  async function register(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      // No password and no session: the customer signs in by a code to their own mobile, which
      // proves it (the API gives an agent no token of the customer's).
      const result = await api.call(endpoints.register, { body: form, hideAlert: true });
      const p = result.profile;
      if (p)
        onRegistered({
          id: p.id,
          first_name: p.first_name,
          last_name: p.last_name,
          mobile: p.mobile,
          email: p.email,
        });
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  const field = (name: keyof typeof form, label: string) => (
    <label className={styles.agentField}>
      {label}
      <input
        className={styles.textAnswer}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        inputMode={name === 'mobile' ? 'numeric' : undefined}
      />
    </label>
  );
  return (
    <form onSubmit={register} className={styles.agentForm} data-testid="register-customer">
      <p className={styles.questionLabel}>New customer</p>
      {field('first_name', 'First name')}
      {field('last_name', 'Last name')}
      {field('mobile', 'Mobile')}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.secondary}>
        Register customer
      </button>
    </form>
  );
}
