'use client';

import { failureText } from '@store/api-client';
import type { CustomizationsByCategory } from '@store/contract';
import {
  type CustomizationChange,
  changeDraftCustomization,
  type DraftCustomization,
  formatInr,
} from '@store/domain';
import { useEffect, useRef, useState } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { CustomizationCard } from '@/modules/booking/CustomizationCard';
import type { OrderSummary } from '@/modules/checkout/checkout-api';
import { startOnlinePayment } from '@/modules/checkout/pay';
import { useRuntimeConfig } from '@/modules/runtime/RuntimeConfig';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Tracking.module.css';
import {
  buyCustomizations,
  experienceCustomizations,
  type PricedCustomizations,
  priceCustomizations,
  type TrackingSections,
} from './tracking-api';

const STATUS_TEXT: Record<string, string> = {
  pending_payment: 'Waiting for payment',
  placed: 'Paid',
  expired: 'Not paid in time',
  cancelled: 'Cancelled',
  refund_due: 'Refund on its way',
  refunded: 'Refunded',
};

const asDraft = (line: DraftCustomization) => ({
  customization_id: line.customization_id,
  quantity: line.quantity,
  ...(line.answer !== undefined && { answer: line.answer }),
  ...(line.choices && { choices: [...line.choices] }),
});

/**
 * Add-ons after booking: the ones bought, and while the booking is open, the
 * experience's add-ons to choose from, priced by the server as they are chosen
 * (/v5/add_task_customization) and bought through the same payment as the booking.
 */
export function CustomizationsSection({
  order,
  open,
  served,
}: {
  order: OrderSummary;
  open: boolean;
  served?: TrackingSections;
}) {
  const auth = useAuth();
  // Who is here is known only in the browser; until it is, the page goes by the cookie it came with.
  const signedIn = auth.ready ? Boolean(auth.token) : served?.signedIn;
  return (
    <section
      className={styles.section}
      aria-labelledby="customizations-title"
      data-testid="tracking-customizations"
    >
      <h2 id="customizations-title" className={styles.sectionTitle}>
        Add-ons
      </h2>
      {order.add_ons.length > 0 && <BoughtCustomizations order={order} />}
      {open &&
        signedIn !== undefined &&
        (signedIn ? (
          <CustomizationPicker order={order} served={served?.customizations} />
        ) : (
          <p className={styles.muted}>
            <button type="button" className={styles.linkButton} onClick={openLogin}>
              Sign in
            </button>{' '}
            to add balloons, cakes and more to this booking.
          </p>
        ))}
    </section>
  );
}

function BoughtCustomizations({ order }: { order: OrderSummary }) {
  const api = useApi();
  const { apiUrl } = useRuntimeConfig();
  const [error, setError] = useState('');
  const pay = (orderId: number) =>
    startOnlinePayment(api, apiUrl, orderId).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'Please try again.'),
    );
  return (
    <ul className={styles.bought} data-testid="customizations-bought">
      {order.add_ons.map((customization) => (
        <li key={customization.order_id} data-status={customization.status}>
          <span>
            {customization.customizations
              .map((c) => (c.quantity > 1 ? `${c.name} × ${c.quantity}` : c.name))
              .join(', ')}
          </span>
          <span>
            {formatInr(customization.amount)} · {STATUS_TEXT[customization.status] ?? customization.status}
          </span>
          {customization.status === 'pending_payment' && (
            <button type="button" className={styles.secondary} onClick={() => pay(customization.order_id)}>
              Pay {formatInr(customization.payable)}
            </button>
          )}
        </li>
      ))}
      {error && (
        <li className={styles.alert} role="alert">
          {error}
        </li>
      )}
    </ul>
  );
}

function CustomizationPicker({ order, served }: { order: OrderSummary; served?: CustomizationsByCategory }) {
  const api = useApi();
  const { apiUrl } = useRuntimeConfig();
  const [catalogue, setCatalogue] = useState<CustomizationsByCategory | null>(served ?? null);
  const [lines, setLines] = useState<DraftCustomization[]>([]);
  const [priced, setPriced] = useState<PricedCustomizations | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const servedAtStart = useRef(served !== undefined);

  useEffect(() => {
    let live = true;
    if (servedAtStart.current) {
      servedAtStart.current = false;
      return;
    }
    experienceCustomizations(api, order.experience_id, order.city_id)
      .then((loaded) => live && setCatalogue(loaded))
      .catch(() => live && setError('The add-ons could not be loaded. Please reload.'));
    return () => {
      live = false;
    };
  }, [api, order.experience_id, order.city_id]);

  // The server prices every change: all the chosen add-ons, the newest one last.
  useEffect(() => {
    const last = lines.at(-1);
    if (!last) return setPriced(null);
    let live = true;
    priceCustomizations(api, {
      order_id: order.id,
      customizations: lines.slice(0, -1).map(asDraft),
      customization: asDraft(last),
    })
      .then((price) => {
        if (!live) return;
        setPriced(price);
        setError('');
      })
      .catch((failure: unknown) => {
        if (!live) return;
        setPriced(null);
        setError(failureText(failure, 'Please try again.'));
      });
    return () => {
      live = false;
    };
  }, [api, order.id, lines]);

  async function buy() {
    if (!priced) return;
    setBusy(true);
    setError('');
    try {
      const placed = await buyCustomizations(api, order.id, {
        customizations: lines.map(asDraft),
        amount: priced.amount,
      });
      await startOnlinePayment(api, apiUrl, placed.order_id);
    } catch (failure) {
      setError(failureText(failure, 'Please try again.'));
      setBusy(false);
    }
  }

  if (!catalogue) return error ? <p className={styles.alert}>{error}</p> : null;
  const customizations = catalogue.categories.flatMap((c) => c.customizations);
  if (customizations.length === 0) return null;
  return (
    <div data-testid="customizations-picker">
      <p className={styles.muted}>Make it extra special: add these to your booking.</p>
      <ul className={styles.customizationList}>
        {customizations.map((customization) => (
          <li key={customization.customization_id}>
            <CustomizationCard
              customization={customization}
              line={lines.find((l) => l.customization_id === customization.customization_id)}
              error={errors[customization.customization_id] ?? ''}
              available
              onChange={(change: CustomizationChange) => {
                const result = changeDraftCustomization(lines, customization, change);
                setErrors((current) => ({
                  ...current,
                  [customization.customization_id]: result.error ?? '',
                }));
                setLines(result.lines);
                return result.error;
              }}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.alert} role="alert" data-testid="customizations-error">
          {error}
        </p>
      )}
      {priced && (
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={buy}
          data-testid="customizations-buy"
        >
          Pay {formatInr(priced.amount)} for{' '}
          {priced.customizations.length === 1 ? 'this add-on' : `${priced.customizations.length} add-ons`}
        </button>
      )}
    </div>
  );
}
