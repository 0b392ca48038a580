import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { vendorStatements, vendorStatementsQuery } from '../payouts';

/** The operations of apps/api/src/modules/payouts, each declared once: the API registers them, the clients call them. */
export const payoutsOperations = declareOperations({
  vendorStatements: {
    method: 'GET',
    path: '/v1/vendor/statements',
    access: 'vendor-link',
    tags: ['vendors'],
    summary: "A vendor's own payout statements with their lines, from their statements link's token",
    query: vendorStatementsQuery,
    replies: { 200: successEnvelope(vendorStatements) },
    errors: ['RATE_LIMITED', 'PAYOUT_LINK_INVALID'],
  },
});
