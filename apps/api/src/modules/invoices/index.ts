import type { ApiModule } from '../../app-context';
import { invoicesRoutes } from './invoices.route';
import { invoicesJobs } from './jobs';

export type { InvoiceSettings } from './invoice-settings';
export { DEMO_INVOICE_SETTINGS } from './invoice-settings';
export { type IssuedDocument, taxDocumentsIssued } from './register.service';

/** GST tax invoices of paid orders and credit notes of their refunds (docs/product.md, "Tax invoices"). */
export const invoicesModule: ApiModule = {
  name: 'invoices',
  routes: [invoicesRoutes],
  jobs: invoicesJobs,
};
