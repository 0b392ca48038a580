import type { ApiModule } from '../../app-context';
import { clientErrorsRoutes } from './client-errors.route';

export type { ErrorReports } from './error-reports';
export { errorReports } from './error-reports';
export { logOptions } from './log';
export { countOrderPlaced, countPaymentSettled, measureRequests, watchJobQueue, watchPool } from './metrics';
export { startMetricsServer } from './metrics-server';
export { echoRequestId, requestIdOf } from './request-id';
export { startSentry } from './sentry';

export const observabilityModule: ApiModule = {
  name: 'observability',
  routes: [clientErrorsRoutes],
};
