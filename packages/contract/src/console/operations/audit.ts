import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { auditList, auditListQuery } from '../audit';

/** The operations of apps/api/src/modules/console/audit, each declared once: the API registers them, the clients call them. */
export const consoleAuditOperations = declareOperations({
  audit: {
    method: 'GET',
    path: '/admin/v1/audit',
    access: 'console-ops',
    tags: ['console'],
    summary: 'Console actions, newest first: who, what, on what, before and after, when',
    query: auditListQuery,
    replies: { 200: successEnvelope(auditList) },
    errors: ['RATE_LIMITED'],
  },
});
