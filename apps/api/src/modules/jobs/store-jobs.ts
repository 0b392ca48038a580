import type { Db } from '@store/db';
import {
  type AnswerWindowSettings,
  DEFAULT_TIME_ZONE,
  OCCASION_REMINDER_DAYS,
  VENDOR_ANSWER_DEFAULTS,
} from '@store/domain';
import type { Clock } from '../../http/clock';
import { chaseUnansweredQuestions } from '../booking-questions';
import type { ChannelSenders, SmsSender } from '../messaging';
import { deliverDueMessages, remindOccasions } from '../messaging';
import { releaseExpiredHolds } from '../order-core';
import type { PaymentProvider } from '../payment-provider';
import type { PaytmConfig } from '../payments';
import { reconcilePayments } from '../payments';
import { payDueRefunds } from '../refunds';
import { purgeExpiredRecords } from '../retention';
import { messagesDue, onMessagesDue, onOrdersToDispatch } from '../signals';
import { dispatchOrders, timeOutVendorRequests } from '../vendors';
import type { JobDefinition, JobQueue } from './job-queue';

type Log = {
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
} as const;

/**
 * The store's jobs. Unpaid orders give their places back when their hold runs out, even if nobody
 * books that slot; payments whose browser never came back are asked about; the customers'
 * messages are sent; unanswered booking questions are chased and saved occasions reminded (both
 * only queue messages). Each is its own queue,
 * so one failing does not hold up the other, and each reads the time from the injected clock.
 */
export function storeJobs(deps: {
  db: Db;
  provider: PaymentProvider;
  /** When configured, the reconciliation asks Paytm's status API about unpaid orders too. */
  paytm?: PaytmConfig;
  clock: Clock;
  log: Log;
  schedules: JobSchedules;
  sms: SmsSender;
  /** WhatsApp, email and push; a channel without a sender keeps its messages as skipped. */
  channels?: ChannelSenders;
  /** Days before a saved occasion its reminder goes (OCCASION_REMINDER_DAYS). */
  occasionReminderDays?: number;
  /** The store's origin and the links' secret: messages carry the order's tracking link. */
  storeUrl: string;
  linkSecret: string;
  /** How long a vendor has to answer a request (VENDOR_ANSWER_MAX_MINUTES, VENDOR_ANSWER_MIN_MINUTES). */
  vendorAnswerWindow?: AnswerWindowSettings;
}): JobDefinition[] {
  const { db, provider, clock, log, schedules } = deps;
  return [
    {
      name: JOB_NAMES.releaseHolds,
      cron: schedules.releaseHolds,
      retryLimit: 2,
      retryDelaySeconds: 5,
      run: async () => {
        const released = await releaseExpiredHolds(db, clock());
        if (released > 0) log.info({ released }, 'released expired payment holds');
      },
    },
    {
      name: JOB_NAMES.reconcilePayments,
      cron: schedules.reconcilePayments,
      retryLimit: 2,
      retryDelaySeconds: 10,
      run: async () => {
        const report = await reconcilePayments(db, provider, clock(), { log, paytm: deps.paytm });
        if (report.settled > 0) log.info(report, 'settled payments whose browser never came back');
      },
    },
    {
      // Each refund keeps its own tries and back-off on its row: a provider outage only delays it.
      name: JOB_NAMES.payRefunds,
      cron: schedules.payRefunds,
      retryLimit: 0,
      retryDelaySeconds: 10,
      run: async () => {
        const report = await payDueRefunds(db, provider, clock(), { log });
        if (Object.values(report).some((count) => count > 0)) log.info(report, 'paid refunds');
      },
    },
    {
      // Each message keeps its own tries on its row; the job itself is not retried.
      name: JOB_NAMES.deliverMessages,
      cron: schedules.deliverMessages,
      retryLimit: 0,
      retryDelaySeconds: 5,
      run: async () => {
        const report = await deliverDueMessages(
          db,
          { ...deps.channels, sms: deps.sms, storeUrl: deps.storeUrl, linkSecret: deps.linkSecret },
          clock(),
        );
        if (report.sent + report.failed + (report.skipped ?? 0) + (report.deferred ?? 0) > 0)
          log.info(report, 'sent customer messages');
      },
    },
    {
      // Queues chases only; the delivery job sends them. A pass that fails is simply the next one's.
      name: JOB_NAMES.chaseQuestions,
      cron: schedules.chaseQuestions,
      retryLimit: 0,
      retryDelaySeconds: 5,
      run: async () => {
        const queued = await chaseUnansweredQuestions(db, clock(), DEFAULT_TIME_ZONE);
        if (queued > 0) log.info({ queued }, 'chased unanswered booking questions');
      },
    },
    {
      name: JOB_NAMES.occasionReminders,
      cron: schedules.occasionReminders,
      retryLimit: 2,
      retryDelaySeconds: 60,
      run: async (data) => {
        const days = deps.occasionReminderDays ?? OCCASION_REMINDER_DAYS;
        const reminding = { storeUrl: deps.storeUrl, days, timeZone: DEFAULT_TIME_ZONE };
        const now = clock();
        const queued = await remindOccasions(db, reminding, asOf(data) ?? now, now);
        if (queued > 0) log.info({ queued }, 'queued occasion reminders');
        // Delivered now, not at the delivery job's next tick.
        if (queued > 0) messagesDue();
      },
    },
    {
      // A pass that fails is simply the next one's: each order is its own transaction.
      name: JOB_NAMES.dispatchOrders,
      cron: schedules.dispatchOrders,
      retryLimit: 0,
      retryDelaySeconds: 5,
      run: async () => {
        const report = await dispatchOrders(db, deps.vendorAnswerWindow ?? VENDOR_ANSWER_DEFAULTS, clock());
        if (report.sent + report.flagged > 0) log.info(report, 'sent bookings to vendors');
      },
    },
    {
      name: JOB_NAMES.vendorTimeouts,
      cron: schedules.vendorTimeouts,
      retryLimit: 0,
      retryDelaySeconds: 5,
      run: async () => {
        const timedOut = await timeOutVendorRequests(db, clock());
        if (timedOut > 0)
          log.info({ timedOut }, 'vendor requests timed out; their orders go to the next vendor');
      },
    },
    {
      name: JOB_NAMES.purgeExpired,
      cron: schedules.purgeExpired,
      retryLimit: 2,
      retryDelaySeconds: 300,
      run: async () => {
        const purged = await purgeExpiredRecords(db, clock());
        if (Object.values(purged).some((n) => n > 0))
          log.info(purged, 'purged records past their keeping time');
      },
    },
  ];
}

/**
 * The moment a job run was asked to take as now (`{ at }`, from the development endpoint that runs a
 * job on demand): a demo, or a journey, sees next week's reminders today. Scheduled runs carry none.
 */
function asOf(data: unknown): Date | undefined {
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
