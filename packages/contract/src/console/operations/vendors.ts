import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { idParams } from '../../params';
import {
  consoleVendor,
  vendorCodeBody,
  vendorCodeSent,
  vendorCreateBody,
  vendorList,
  vendorListQuery,
  vendorUpdateBody,
} from '../vendors';

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
  createVendor: {
    method: 'POST',
    path: '/admin/v1/vendors',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Adds a vendor: where they work, what they serve, their days and capacity; unproven mobile',
    body: vendorCreateBody,
    replies: { 200: successEnvelope(consoleVendor) },
    errors: ['VENDOR_MOBILE_TAKEN'],
  },
  updateVendor: {
    method: 'PUT',
    path: '/admin/v1/vendors/:id',
    access: 'console-ops',
    tags: ['console'],
    summary:
      "Changes a vendor's name, mobile, areas, pincodes, days, capacity, pause, WhatsApp or active flag (deactivating: admins)",
    params: idParams,
    body: vendorUpdateBody,
    replies: { 200: successEnvelope(consoleVendor) },
    errors: ['NOT_FOUND', 'FORBIDDEN', 'VENDOR_MOBILE_TAKEN'],
  },
  sendVendorCode: {
    method: 'POST',
    path: '/admin/v1/vendors/:id/mobile-code',
    access: 'console-ops',
    tags: ['console'],
    summary: "Texts a one-time code to the vendor's mobile, for them to read out",
    params: idParams,
    replies: { 200: successEnvelope(vendorCodeSent) },
    errors: ['NOT_FOUND', 'VENDOR_MOBILE_VERIFIED', 'RATE_LIMITED'],
  },
  verifyVendorCode: {
    method: 'POST',
    path: '/admin/v1/vendors/:id/mobile-code/verify',
    access: 'console-ops',
    tags: ['console'],
    summary:
      "Proves the vendor's mobile with the code they read out: from now on they are asked for bookings",
    params: idParams,
    body: vendorCodeBody,
    replies: { 200: successEnvelope(consoleVendor) },
    errors: ['NOT_FOUND', 'VENDOR_MOBILE_VERIFIED', 'RATE_LIMITED'],
  },
});
