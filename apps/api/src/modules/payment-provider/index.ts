export type { CapturedPayment, PaymentProvider, ProviderRefund, RefundRequest } from './provider';
export { ProviderUnavailable } from './provider';
