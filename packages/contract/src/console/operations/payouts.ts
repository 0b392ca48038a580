import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { idParams } from '../../params';
import {
  commission,
  commissionBody,
  consolePayoutStatement,
  markPaidBody,
  payoutBuildReport,
  payoutList,
  payoutListQuery,
} from '../payouts';
import { ordersCsv } from '../reports';

/** The operations of apps/api/src/modules/console/payouts, each declared once: the API registers them, the clients call them. */
export const consolePayoutsOperations = declareOperations({
  payouts: {
    method: 'GET',
    path: '/admin/v1/payouts',
    access: 'console-ops',
    tags: ['console'],
    summary: "Vendors' payout statements by week, vendor and status, with their totals",
    query: payoutListQuery,
    replies: { 200: successEnvelope(payoutList) },
    errors: ['RATE_LIMITED'],
  },
  payout: {
    method: 'GET',
    path: '/admin/v1/payouts/:id',
    access: 'console-ops',
    tags: ['console'],
    summary: "One payout statement with its lines and the vendor's statements link",
    params: idParams,
    replies: { 200: successEnvelope(consolePayoutStatement) },
    errors: ['NOT_FOUND'],
  },
  exportPayout: {
    method: 'GET',
    path: '/admin/v1/payouts/:id/export',
    access: 'console-ops',
    tags: ['console'],
    summary: "One payout statement's lines as a CSV file (text/csv)",
    params: idParams,
    replies: {},
    raw: ordersCsv,
    errors: ['NOT_FOUND'],
  },
  buildPayouts: {
    method: 'POST',
    path: '/admin/v1/payouts/build',
    access: 'console-ops',
    tags: ['console'],
    summary: "Brings the statements up to date: completed orders' shares and later refunds' lines",
    replies: { 200: successEnvelope(payoutBuildReport) },
    errors: [],
  },
  markPayoutPaid: {
    method: 'POST',
    path: '/admin/v1/payouts/:id/paid',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Marks a statement paid with the bank reference (UTR) and day; it is frozen from then on',
    params: idParams,
    body: markPaidBody,
    replies: { 200: successEnvelope(consolePayoutStatement) },
    errors: ['NOT_FOUND', 'PAYOUT_ALREADY_PAID', 'PAYOUT_NEGATIVE_TOTAL'],
  },
  vendorCommission: {
    method: 'PUT',
    path: '/admin/v1/vendors/:id/commission',
    access: 'console-admin',
    tags: ['console'],
    summary: "Sets the percent the store keeps of a vendor's orders (null: the store's default)",
    params: idParams,
    body: commissionBody,
    replies: { 200: successEnvelope(commission) },
    errors: ['NOT_FOUND'],
  },
  experienceCommission: {
    method: 'PUT',
    path: '/admin/v1/experiences/:id/commission',
    access: 'console-admin',
    tags: ['console'],
    summary:
      "Sets the percent the store keeps of an experience's orders, whoever serves it (null: the vendor's)",
    params: idParams,
    body: commissionBody,
    replies: { 200: successEnvelope(commission) },
    errors: ['NOT_FOUND'],
  },
});
