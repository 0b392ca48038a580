import type { ApiModule } from '../../app-context';
import { refundsJobs } from './jobs';

export { payDueRefunds } from './pay-refunds.service';
export { openRefund } from './refund-lifecycle.service';
export type { RefundEntity } from './refund-webhook.service';
export { applyRefundWebhook, isRefundEvent } from './refund-webhook.service';

export const refundsModule: ApiModule = {
  name: 'refunds',
  jobs: refundsJobs,
};
export { paidPaymentOf, refundedSoFar, refundsOf } from './refunds.service';
