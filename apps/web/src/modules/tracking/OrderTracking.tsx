'use client';

import { isBookingConfirmed, isCalledOff, isOpenForCustomizations } from '@store/domain';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { PushOptIn } from '@/modules/auth/PushOptIn';
import type { OrderSummary } from '@/modules/checkout/checkout-api';
import { AnswersSection } from './AnswersSection';
import { ReviewOptIn } from './ReviewOptIn';
import { SetupPhotoGrid } from './SetupPhotos';
import styles from './Tracking.module.css';
import type { TrackingSections } from './tracking-api';

// Below the fold, and only for some orders: their code loads after the page's own.
const CustomizationsSection = dynamic(() =>
  import('./CustomizationsSection').then((m) => m.CustomizationsSection),
);
const WriteReviewSection = dynamic(() => import('./WriteReviewSection').then((m) => m.WriteReviewSection));
const FeedbackSection = dynamic(() => import('./FeedbackSection').then((m) => m.FeedbackSection));
const ChangesSection = dynamic(() => import('./ChangesSection').then((m) => m.ChangesSection));
const TaxDocumentsSection = dynamic(() => import('./TaxDocumentsSection').then((m) => m.TaxDocumentsSection));
const ContactDialog = dynamic(() => import('./ContactDialog').then((m) => m.ContactDialog));

/**
 * The tracking page below the order's summary (docs/product.md, "Order tracking"): where it
 * stands, the partner's setup photos, who to call, the booking questions with their modal, add-ons,
 * the review opt-in and, once it is done, a review for the experience's page and feedback.
 */
export function OrderTracking({
  order,
  trackingKey,
  onChanged,
  served,
}: {
  order: OrderSummary;
  trackingKey: string | undefined;
  /** Reloads the order after a change made here (cancelled, moved). */
  onChanged: () => void;
  /** What the server read for the sections with this order; a section without it asks itself. */
  served?: TrackingSections;
}) {
  if (order.kind !== 'booking') return null;
  return (
    <div className={styles.tracking} data-testid="order-tracking">
      {order.timeline.length > 0 && (
        <section className={styles.section} aria-labelledby="timeline-title">
          <h2 id="timeline-title" className={styles.sectionTitle}>
            Where it stands
          </h2>
          <ol className={styles.timeline} data-testid="order-timeline">
            {order.timeline.map((step, index) => (
              <li
                key={`${step.status}-${step.at}`}
                aria-current={index === order.timeline.length - 1 ? 'step' : undefined}
              >
                <span className={styles.stepLabel}>{step.label}</span>
                <time dateTime={step.at} className={styles.muted}>
                  {step.at_text}
                </time>
              </li>
            ))}
          </ol>
          {order.vendor && (
            <p data-testid="order-vendor">
              Your partner: {order.vendor.name} ·{' '}
              <a href={`tel:${order.vendor.mobile}`}>{order.vendor.mobile}</a>
            </p>
          )}
        </section>
      )}
      {order.setup_photos.length > 0 && (
        <section className={styles.section} aria-labelledby="photos-title" data-testid="tracking-photos">
          <h2 id="photos-title" className={styles.sectionTitle}>
            Setup photos
          </h2>
          <p className={styles.muted}>From your partner, when the setup was ready.</p>
          <SetupPhotoGrid photos={order.setup_photos} alt="Setup photo" />
        </section>
      )}
      {!isCalledOff(order.status) && (
        <AnswersSection orderId={order.id} trackingKey={trackingKey} served={served?.questions} />
      )}
      {(order.add_ons.length > 0 || isOpenForCustomizations(order.status)) && (
        <CustomizationsSection order={order} open={isOpenForCustomizations(order.status)} served={served} />
      )}
      {!isCalledOff(order.status) && (
        <ReviewOptIn orderId={order.id} trackingKey={trackingKey} initial={order.is_google_review_opt_in} />
      )}
      {order.status === 'completed' && <WriteReviewSection orderId={order.id} trackingKey={trackingKey} />}
      {order.status === 'completed' && <FeedbackSection orderId={order.id} trackingKey={trackingKey} />}
      {order.status !== 'completed' && (
        <ChangesSection
          order={order}
          trackingKey={trackingKey}
          onChanged={onChanged}
          served={served?.terms}
        />
      )}
      {(isBookingConfirmed(order.status) || isCalledOff(order.status)) && (
        <TaxDocumentsSection orderId={order.id} trackingKey={trackingKey} />
      )}
      <HelpSection order={order} />
      {/* Updates about what comes next. Only the browser knows whether it can still ask, so the
          offer appears after the page's first paint: last in the column, where its arrival moves
          nothing the customer is reading (above the questions it pushed them down the screen). */}
      {isBookingConfirmed(order.status) && <PushOptIn />}
    </div>
  );
}

/** Who to call or write to about the booking (its number goes with the message). */
function HelpSection({ order }: { order: OrderSummary }) {
  const [writing, setWriting] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="help-title">
      <h2 id="help-title" className={styles.sectionTitle}>
        Need help?
      </h2>
      <p>
        Call us on{' '}
        <a href={`tel:${order.ops_contact.replace(/\s+/g, '')}`} data-testid="ops-contact">
          {order.ops_contact}
        </a>{' '}
        about booking #{order.id}, or write to us.
      </p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => setWriting(true)}
        data-testid="contact-open"
      >
        Write to us
      </button>
      {writing && <ContactDialog orderId={order.id} onClose={() => setWriting(false)} />}
    </section>
  );
}
