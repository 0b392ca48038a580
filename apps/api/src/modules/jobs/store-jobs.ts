import type { Db } from '@store/db';
import type { Clock } from '../../http/clock';
import { deliverDueMessages } from '../messaging/deliver.service';
import type { SmsSender } from '../messaging/sms';
import { releaseExpiredHolds } from '../orders/holds.service';
import type { PaymentProvider } from '../payments/provider';
import { reconcilePayments } from '../payments/settlement/reconcile.service';
import type { JobDefinition } from './job-queue';

type Log = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** When each scheduled job runs: cron expressions in the store's time zone, from configuration. */
export type JobSchedules = { releaseHolds: string; reconcilePayments: string; deliverMessages: string };

export const JOB_NAMES = {
  releaseHolds: 'release-expired-holds',
  reconcilePayments: 'reconcile-payments',
  deliverMessages: 'deliver-messages',
} as const;

/**
 * The store's jobs. Unpaid orders give their places back when their hold runs out, even if nobody
 * books that slot; payments whose browser never came back are asked about; the customers'
 * messages are sent. Each is its own queue,
 * so one failing does not hold up the other, and each reads the time from the injected clock.
 */
export function storeJobs(deps: {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  log: Log;
  schedules: JobSchedules;
  sms: SmsSender;
  /** The store's origin and the links' secret: messages carry the order's tracking link. */
  storeUrl: string;
  linkSecret: string;
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
        const report = await reconcilePayments(db, provider, clock(), { log });
        if (report.settled > 0) log.info(report, 'settled payments whose browser never came back');
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
          { sms: deps.sms, storeUrl: deps.storeUrl, linkSecret: deps.linkSecret },
          clock(),
        );
        if (report.sent + report.failed > 0) log.info(report, 'sent customer messages');
      },
    },
  ];
}
