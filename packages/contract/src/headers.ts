import { z } from 'zod';
import { text } from './bounds';

/**
 * The request headers of the HTTP contract (docs/http-contract.md), checked on every request like a body is:
 * bounded and without NUL. CITY may be a city id or its short name. Keys are lower case, as
 * Node gives them; the messages name the header as the contract spells it.
 */
export const storeHeaders = z.object({
  'app-version': text(64, 'App-Version').optional(),
  'x-csrf-token': text(512, 'X-CSRF-TOKEN').optional(),
  authorization: text(600, 'Authorization').optional(),
  city: text(64, 'CITY').optional(),
  pincode: text(16, 'PINCODE').optional(),
  'idempotency-key': text(200, 'Idempotency-Key').optional(),
});
export type StoreHeaders = z.infer<typeof storeHeaders>;

// X-Request-Id, the id of one page view or call through every tier's logs, is in request-id.ts:
// a file without zod, so the browser's client can read the name without taking in the schemas.

/** The header names as the contract spells them, for error fields. */
export const STORE_HEADER_NAMES: Record<keyof StoreHeaders, string> = {
  'app-version': 'App-Version',
  'x-csrf-token': 'X-CSRF-TOKEN',
  authorization: 'Authorization',
  city: 'CITY',
  pincode: 'PINCODE',
  'idempotency-key': 'Idempotency-Key',
};
