import { onMessagesDue, onOrdersToDispatch } from '../signals';
import type { JobQueue } from './job-queue';

export type JobLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** When each scheduled job runs: cron expressions in the store's time zone, from configuration. */
export type JobSchedules = {
  releaseHolds: string;
  reconcilePayments: string;
  /** Refunds paid (to the payment or the wallet); without one, only when sent (tests send it). */
  payRefunds?: string;
  deliverMessages: string;
  /** Without one, the job only runs when sent (tests send it). */
  chaseQuestions?: string;
  occasionReminders?: string;
  /** Bookings sent to their next vendor, and vendor requests past their answer window closed. */
  dispatchOrders?: string;
  vendorTimeouts?: string;
  /** Sign-in and limit records past their keeping time deleted (once a day). */
  purgeExpired?: string;
  /** Tax invoices of bookings paid since the last pass numbered. */
  issueInvoices?: string;
  /** Vendors' payout statements brought up to date (completed orders' shares, later refunds' lines). */
  buildPayouts?: string;
  /** Reminders of booked slots queued (the day before, two hours before, the vendor's evening before). */
  slotReminders?: string;
};

export const JOB_NAMES = {
  releaseHolds: 'release-expired-holds',
  reconcilePayments: 'reconcile-payments',
  payRefunds: 'pay-refunds',
  deliverMessages: 'deliver-messages',
  chaseQuestions: 'chase-booking-questions',
  occasionReminders: 'remind-occasions',
  dispatchOrders: 'dispatch-orders',
  vendorTimeouts: 'vendor-request-timeouts',
  purgeExpired: 'purge-expired-records',
  issueInvoices: 'issue-invoices',
  buildPayouts: 'build-payout-statements',
  slotReminders: 'remind-slots',
} as const;

/**
 * The moment a job run was asked to take as now (`{ at }`, from the development endpoint that runs a
 * job on demand): a demo, or a journey, sees next week's reminders today. Scheduled runs carry none.
 */
export function asOf(data: unknown): Date | undefined {
  const at = (data as { at?: unknown } | null)?.at;
  const date = typeof at === 'string' ? new Date(at) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * Delivers a message due now a moment after it is queued, instead of at the delivery job's next
 * tick: an order's confirmation arrives within seconds. The moment lets the order's transaction
 * commit first; a job already waiting takes it along (one waiting job per queue). Returns the
 * function that stops it.
 */
export function deliverWhenDue(queue: Pick<JobQueue, 'send'>, onError: (error: unknown) => void): () => void {
  return onMessagesDue(() => {
    queue
      .send(JOB_NAMES.deliverMessages, {}, { startAfter: new Date(Date.now() + DUE_DELAY_MS) })
      .catch(onError);
  });
}

const DUE_DELAY_MS = 1_000;

/**
 * Dispatches a moment after a booking may have become ready for a vendor (answers given, a vendor
 * rejected, a request lapsed), instead of at the dispatch job's next tick. Returns the function that
 * stops it.
 */
export function dispatchWhenReady(
  queue: Pick<JobQueue, 'send'>,
  onError: (error: unknown) => void,
): () => void {
  return onOrdersToDispatch(() => {
    queue
      .send(JOB_NAMES.dispatchOrders, {}, { startAfter: new Date(Date.now() + DUE_DELAY_MS) })
      .catch(onError);
  });
}
