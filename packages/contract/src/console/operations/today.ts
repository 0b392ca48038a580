import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { todayQueues } from '../today';

/** The operations of apps/api/src/modules/console/today, each declared once: the API registers them, the clients call them. */
export const consoleTodayOperations = declareOperations({
  today: {
    method: 'GET',
    path: '/admin/v1/today',
    access: 'console-ops',
    tags: ['console'],
    summary: 'The orders to act on, by queue, with counts (each queue lists at /orders?attention=key)',
    replies: { 200: successEnvelope(todayQueues) },
    errors: ['RATE_LIMITED'],
  },
});
