export type { PaymentConfig, PaytmConfig } from './payment-config';
export { SANDBOX_PAYMENTS } from './payment-config';
export { paymentConfigFromEnv } from './payment-env';
export { paymentsRoutes } from './payments.route';
export { paymentProvider } from './providers';
export { reconcilePayments } from './settlement/reconcile.service';
