import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { DEMO_INVOICE_SETTINGS } from './invoice-settings';
import { issueDueInvoices } from './issue-invoices.service';

/** Invoices numbered shortly after their bookings are paid. */
export const invoicesJobs: ModuleJobs = ({ db, clock, log, schedules, invoicing }) => [
  {
    // A pass that fails is simply the next one's: each invoice is its own transaction.
    name: JOB_NAMES.issueInvoices,
    cron: schedules.issueInvoices,
    retryLimit: 0,
    retryDelaySeconds: 5,
    run: async () => {
      const report = await issueDueInvoices(db, invoicing ?? DEMO_INVOICE_SETTINGS, clock());
      if (report.issued > 0) log.info(report, 'tax invoices issued');
    },
  },
];
