import type { ApiModule } from '../../app-context';
import { paymentsJobs } from './jobs';
import { paymentsRoutes } from './payments.route';

export { paymentConfigFromEnv } from './payment-env';
export { paymentProvider } from './providers';
export { reconcilePayments } from './settlement/reconcile.service';

export const paymentsModule: ApiModule = {
  name: 'payments',
  routes: [paymentsRoutes],
  jobs: paymentsJobs,
};
