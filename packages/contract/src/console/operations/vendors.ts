import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { idParams } from '../../params';
import { consoleVendor, vendorList, vendorListQuery, vendorUpdateBody } from '../vendors';

/** The operations of apps/api/src/modules/console/vendors, each declared once: the API registers them, the clients call them. */
export const consoleVendorsOperations = declareOperations({
  vendors: {
    method: 'GET',
    path: '/admin/v1/vendors',
    access: 'console-ops',
    tags: ['console'],
    summary: 'Vendors with their cities, ranked experiences, acceptance rate and response time',
    query: vendorListQuery,
    replies: { 200: successEnvelope(vendorList) },
    errors: ['RATE_LIMITED'],
  },
  vendor: {
    method: 'GET',
    path: '/admin/v1/vendors/:id',
    access: 'console-ops',
    tags: ['console'],
    summary: 'One vendor with their cities, ranked experiences and record',
    params: idParams,
    replies: { 200: successEnvelope(consoleVendor) },
    errors: ['NOT_FOUND'],
  },
  updateVendor: {
    method: 'PUT',
    path: '/admin/v1/vendors/:id',
    access: 'console-ops',
    tags: ['console'],
    summary: "Changes a vendor's active flag, WhatsApp opt-in or working days",
    params: idParams,
    body: vendorUpdateBody,
    replies: { 200: successEnvelope(consoleVendor) },
    errors: ['NOT_FOUND'],
  },
});
