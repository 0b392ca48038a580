import { VENDOR_ANSWER_DEFAULTS } from '@store/domain';
import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { dispatchOrders } from './dispatch.service';
import { timeOutVendorRequests } from './timeouts.service';

/** Bookings sent to their next vendor, and vendor requests past their answer window closed. */
export const vendorsJobs: ModuleJobs = ({ db, clock, log, schedules, vendorAnswerWindow }) => [
  {
    // A pass that fails is simply the next one's: each order is its own transaction.
    name: JOB_NAMES.dispatchOrders,
    cron: schedules.dispatchOrders,
    retryLimit: 0,
    retryDelaySeconds: 5,
    run: async () => {
      const report = await dispatchOrders(db, vendorAnswerWindow ?? VENDOR_ANSWER_DEFAULTS, clock());
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
];
