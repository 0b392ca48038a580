import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import {
  vendorPhotosForm,
  vendorPhotosParts,
  vendorResponseQuery,
  vendorResponseView,
  vendorTokenQuery,
} from '../vendor';

/** The operations of apps/api/src/modules/vendors, each declared once: the API registers them, the clients call them. */
export const vendorsOperations = declareOperations({
  vendorResponseView: {
    method: 'GET',
    path: '/v1/vendor/get_response_view',
    access: 'vendor-link',
    tags: ['vendors'],
    summary: "A booking request as its vendor sees it (vendor_data), from its link's token",
    query: vendorTokenQuery,
    replies: { 200: successEnvelope(vendorResponseView) },
    errors: ['ALREADY_RESPONDED'],
  },
  vendorResponse: {
    method: 'GET',
    path: '/v1/vendor/response',
    access: 'vendor-link',
    tags: ['vendors'],
    summary: "The vendor's one-time answer to a booking request: response=1 accepts, 0 rejects",
    query: vendorResponseQuery,
    replies: { 200: successEnvelope(vendorResponseView) },
    errors: ['ALREADY_RESPONDED'],
  },
  vendorOnTheWay: {
    method: 'POST',
    path: '/v1/vendor/on_the_way',
    access: 'vendor-link',
    tags: ['vendors'],
    summary: 'The accepted vendor marks the booking on the way (once, after accepting)',
    query: vendorTokenQuery,
    replies: { 200: successEnvelope(vendorResponseView) },
    errors: [
      'ALREADY_RESPONDED',
      'ON_THE_WAY_TOO_EARLY',
      'REQUEST_NOT_ACCEPTED',
      'VENDOR_LINK_EXPIRED',
      'VENDOR_STEP_NOT_OPEN',
    ],
  },
  vendorDone: {
    method: 'POST',
    path: '/v1/vendor/done',
    access: 'vendor-link',
    tags: ['vendors'],
    summary: 'The accepted vendor marks the booking done (once, on the way, with a setup photo)',
    query: vendorTokenQuery,
    replies: { 200: successEnvelope(vendorResponseView) },
    errors: [
      'ALREADY_RESPONDED',
      'ON_THE_WAY_TOO_EARLY',
      'REQUEST_NOT_ACCEPTED',
      'VENDOR_LINK_EXPIRED',
      'VENDOR_STEP_NOT_OPEN',
    ],
  },
  vendorPhotos: {
    method: 'POST',
    path: '/v1/vendor/photos',
    access: 'vendor-link',
    tags: ['vendors'],
    summary:
      'The accepted vendor adds setup photos while on the way: multipart/form-data, files in the field "photos" (JPEG, PNG or WebP by their bytes, at most 8 MB each, 6 per booking)',
    query: vendorTokenQuery,
    body: vendorPhotosParts,
    form: vendorPhotosForm,
    replies: { 200: successEnvelope(vendorResponseView) },
    errors: ['VENDOR_STEP_NOT_OPEN'],
  },
});
