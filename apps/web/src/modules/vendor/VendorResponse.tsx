'use client';

import {
  BOOKING_ACCEPTED,
  BOOKING_REJECTED,
  endpoints,
  failureText,
  VENDOR_RESPONSE_ALREADY_GIVEN,
} from '@store/api-client';
import type { VendorData, VendorDay, VendorResponseView } from '@store/contract';
import { useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Vendor.module.css';
import { VendorDaySteps } from './VendorDaySteps';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'request';
      data: VendorData;
      /** The accepted vendor's day steps; null until this vendor accepted. */
      day: VendorDay | null;
      outcome: string;
      error: string;
      busy: boolean;
    };

const tokenInUrl = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * What a vendor sees from a booking request's link (docs/product.md, "Vendor response page"): the
 * booking without the customer's details, accept and reject until a response succeeds (then they
 * hide, and the alert says 'Booking Accepted' or 'Booking Rejected'); a response already given, or
 * a link that does not open the request, says so (the error texts' table). The customer's name,
 * mobile and address appear once this vendor accepted, with the day's steps (on the way, setup
 * photos, done: VendorDaySteps).
 */
export function VendorResponse() {
  const api = useApi();
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    const token = tokenInUrl();
    if (!token)
      return setView({
        kind: 'failed',
        message: 'This link is not complete. Open it from the message again.',
      });
    api
      .call(endpoints.vendorResponseView, { query: { token }, hideAlert: true })
      .then(({ vendor_data, vendor_day }) =>
        setView({ kind: 'request', data: vendor_data, day: vendor_day, outcome: '', error: '', busy: false }),
      )
      .catch((error: unknown) =>
        setView({
          kind: 'failed',
          message: failureText(error, 'This request could not be loaded. Please try again.'),
        }),
      );
  }, [api]);

  async function respond(response: '0' | '1') {
    if (view.kind !== 'request') return;
    setView({ ...view, busy: true, error: '' });
    try {
      const reply = await api.call(endpoints.vendorResponse, {
        query: { token: tokenInUrl(), response },
        hideAlert: true,
      });
      setView({
        kind: 'request',
        data: reply.vendor_data,
        day: reply.vendor_day,
        outcome: response === '1' ? BOOKING_ACCEPTED : BOOKING_REJECTED,
        error: '',
        busy: false,
      });
    } catch (error) {
      const message = failureText(error, 'Your response could not be sent. Please try again.');
      setView({ ...view, busy: false, error: message });
    }
  }

  return (
    <section className={styles.page} data-testid="vendor-response" data-state={view.kind}>
      <h1 className={styles.heading}>Booking request</h1>
      {view.kind === 'loading' && <p aria-busy="true">Opening the request…</p>}
      {view.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {view.message}
        </p>
      )}
      {view.kind === 'request' && (
        <>
          <RequestDetails data={view.data} />
          {view.outcome && (
            <p role="alert" className={styles.outcome} data-testid="vendor-outcome">
              {view.outcome}
            </p>
          )}
          {view.data.can_respond ? (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.accept}
                disabled={view.busy}
                onClick={() => respond('1')}
                data-testid="vendor-accept"
              >
                Accept booking
              </button>
              <button
                type="button"
                className={styles.reject}
                disabled={view.busy}
                onClick={() => respond('0')}
                data-testid="vendor-reject"
              >
                Reject
              </button>
            </div>
          ) : (
            !view.outcome &&
            !view.day && (
              <p className={styles.muted} data-testid="vendor-closed">
                {view.data.closed_reason ?? VENDOR_RESPONSE_ALREADY_GIVEN}
              </p>
            )
          )}
          {view.day && (
            <VendorDaySteps
              day={view.day}
              token={tokenInUrl()}
              onUpdated={(reply: VendorResponseView) =>
                setView({ ...view, data: reply.vendor_data, day: reply.vendor_day, outcome: '' })
              }
            />
          )}
          {view.error && (
            <p role="alert" className={styles.error}>
              {view.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function RequestDetails({ data }: { data: VendorData }) {
  return (
    <>
      <p className={styles.muted}>
        For {data.vendor_name} · booking #{data.order_id}
      </p>
      <dl className={styles.details} data-testid="vendor-details">
        <div>
          <dt>Experience</dt>
          <dd>{data.experience.name}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{data.slot ? data.slot.label : (data.date ?? 'No date')}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{data.area.label}</dd>
        </div>
        {data.quantity > 1 && (
          <div>
            <dt>Quantity</dt>
            <dd>{data.quantity}</dd>
          </div>
        )}
        {data.customizations.length > 0 && (
          <div>
            <dt>Add-ons</dt>
            <dd>
              <CustomizationList lines={data.customizations} />
            </dd>
          </div>
        )}
        {data.later_add_ons.map((later) => (
          <div key={later.order_id} data-testid="vendor-later-customizations">
            <dt>Added after booking (paid)</dt>
            <dd>
              <CustomizationList lines={later.customizations} />
            </dd>
          </div>
        ))}
        {data.answers.map((a) => (
          <div key={a.question}>
            <dt>{a.question}</dt>
            <dd>{a.answer ?? 'Shown once you accept'}</dd>
          </div>
        ))}
        {data.customer && (
          <div data-testid="vendor-customer">
            <dt>Customer</dt>
            <dd>
              {data.customer.name}
              {data.customer.mobile && (
                <>
                  {' · '}
                  <a href={`tel:${data.customer.mobile}`}>{data.customer.mobile}</a>
                </>
              )}
              {data.customer.address && <span className={styles.block}>{data.customer.address}</span>}
            </dd>
          </div>
        )}
      </dl>
      {data.can_respond && (
        <p className={styles.muted}>
          Please answer by{' '}
          {new Date(data.respond_by).toLocaleString('en-IN', {
            day: 'numeric',
            month: 'short',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: 'Asia/Kolkata',
          })}
          : after that the request goes to another partner.
        </p>
      )}
    </>
  );
}

/** Add-ons with their quantity and the customer's answer or choices. */
function CustomizationList({ lines }: { lines: VendorData['customizations'] }) {
  return (
    <ul className={styles.list}>
      {lines.map((c) => (
        <li key={c.name}>
          {c.name}
          {c.quantity > 1 ? ` × ${c.quantity}` : ''}
          {c.answer ? `: ${c.answer}` : ''}
          {c.choices.length > 0 ? `: ${c.choices.join(', ')}` : ''}
        </li>
      ))}
    </ul>
  );
}
