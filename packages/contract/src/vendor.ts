import { z } from 'zod';
import { text } from './bounds';
import { setupPhoto } from './files';

// The vendor response page's calls (docs/http-contract.md, "Operations"): `GET
// /v1/vendor/get_response_view` and the response itself, a GET to the view's `response_url` with
// `response=1` (accept) or `0` (reject). The signed token of the request's link is the only
// credential: a vendor has no account.

/** The request's link token, as the vendor's message carried it. */
export const vendorTokenQuery = z.object({
  token: text(100, 'token', { required: 'token is required' }).min(1, 'token is required'),
});

export const vendorResponseQuery = vendorTokenQuery.extend({
  response: z
    .enum(['0', '1'], { error: 'response must be 0 (reject) or 1 (accept)' })
    .transform((value) => (value === '1' ? 1 : 0) as 0 | 1),
});

/** sent: waiting for this vendor's answer; the others are final (withdrawn: the order ended). */
export const vendorRequestStatus = z.enum(['sent', 'accepted', 'rejected', 'timed_out', 'withdrawn']);

const vendorCustomization = z.object({
  name: z.string(),
  quantity: z.number().int(),
  answer: z.string().nullable(),
  choices: z.array(z.string()),
});

export const vendorData = z.object({
  request_id: z.number().int(),
  order_id: z.number().int(),
  vendor_name: z.string(),
  status: vendorRequestStatus,
  /**
   * Whether accept and reject may still be given (shown until a response succeeds: docs/product.md,
   * "Vendor response page").
   */
  can_respond: z.boolean(),
  /** The end of the answer window (ISO). */
  respond_by: z.string(),
  /** Why no response can be given; null while one can. */
  closed_reason: z.string().nullable(),
  /** Path on the API origin; add `&response=1` to accept or `&response=0` to reject. */
  response_url: z.string(),
  experience: z.object({ id: z.number().int(), name: z.string() }),
  city: z.string(),
  date: z.string().nullable(),
  /** The slot's local times ('13:00:00') and its label ('Fri 4 Dec, 1:00 PM'); null without a slot. */
  slot: z.object({ start_time: z.string(), end_time: z.string(), label: z.string() }).nullable(),
  /** Where, without the address: the locality and pincode. */
  area: z.object({ locality: z.string(), pincode: z.string().nullable(), label: z.string() }),
  quantity: z.number().int(),
  customizations: z.array(vendorCustomization),
  /**
   * Add-ons the customer bought and paid for after booking, each order on its own: the vendor
   * asked for or holding the booking brings them with it (whoever that is now).
   */
  later_add_ons: z.array(
    z.object({ order_id: z.number().int(), customizations: z.array(vendorCustomization) }),
  ),
  /** The booking answers; an address answer is null until the vendor accepts. */
  answers: z.array(z.object({ question: z.string(), answer: z.string().nullable() })),
  /** The customer's name, mobile and address: only once this vendor accepted and holds the order. */
  customer: z
    .object({ name: z.string(), mobile: z.string().nullable(), address: z.string().nullable() })
    .nullable(),
});
export type VendorData = z.infer<typeof vendorData>;

/**
 * The accepted vendor's day, from the same link: mark on the way, add setup
 * photos, mark done; each step once and in order, while the link is open (until some hours after
 * the slot's day).
 */
export const vendorDay = z.object({
  /** The order's state: accepted, on_the_way or completed (or ended: cancelled, refund_due…). */
  status: z.string(),
  /** What can be done next; null when nothing is left or the link is closed. */
  next_step: z.enum(['on_the_way', 'done']).nullable(),
  /** Why the next step cannot be taken yet ("on the way" opens on the slot's day); null when it can. */
  not_yet: z.string().nullable(),
  /** Whether photos can be added now (while on the way, below the limit). */
  can_add_photos: z.boolean(),
  /** Until when the link works for these steps (ISO). */
  open_until: z.string(),
  /** Why nothing more can be done; null while something can. */
  closed_reason: z.string().nullable(),
  photos: z.array(setupPhoto),
  max_photos: z.number().int(),
  max_photo_bytes: z.number().int(),
});
export type VendorDay = z.infer<typeof vendorDay>;

export const vendorResponseView = z.object({
  vendor_data: vendorData,
  /** The accepted vendor's day steps; null unless this vendor's request is the accepted one. */
  vendor_day: vendorDay.nullable(),
});
export type VendorResponseView = z.infer<typeof vendorResponseView>;

/**
 * The parts of POST /v1/vendor/photos?token=… as the OpenAPI document shows them: one or more
 * files in the field `photos` (JPEG, PNG or WebP, each at most 8 MB). Documentation only (the
 * multipart parser leaves the body null): the API reads the parts itself, checking each file's bytes.
 */
export const vendorPhotosParts = z
  .object({
    photos: z
      .array(z.string().meta({ format: 'binary' }))
      .describe('JPEG, PNG or WebP files, at most 8 MB each'),
  })
  .nullish();

/** The same upload as the store's client sends it: a FormData with the files under `photos`. */
export const vendorPhotosForm = z.custom<FormData>(
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
  'photos must be sent as multipart/form-data',
);
