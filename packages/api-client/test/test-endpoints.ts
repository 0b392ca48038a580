import type { z } from 'zod';
import type { CallSchemas, Endpoint, HttpMethod } from '../src/endpoint';

// Calls the client's own tests make of a local server: shapes the real table does not need.
const endpoint =
  <S extends CallSchemas>() =>
  <M extends HttpMethod, P extends string>(method: M, path: P): Endpoint<M, P, S> => ({ method, path });

type Any = z.ZodType<unknown>;
export const probe = endpoint<{ reply: Any }>()('GET', '/probe');
export const looseListing = endpoint<{ reply: Any; query: z.ZodType<Record<string, unknown>> }>()(
  'GET',
  '/v5/tag/slug/:slug/experiences_page',
);
export const createDate = endpoint<{ reply: Any; body: z.ZodType<Record<string, unknown>> }>()(
  'POST',
  '/v2/dates-user',
);
export const updateDate = endpoint<{ reply: Any; body: z.ZodType<Record<string, unknown>> }>()(
  'PUT',
  '/v2/dates-user/:id',
);
export const deleteAddress = endpoint<{ reply: Any; query: z.ZodType<{ force?: number }> }>()(
  'DELETE',
  '/v5/delete-customer-address/:id',
);
export const feedback = endpoint<{ reply: Any; body: z.ZodType<{ rating: number }> }>()(
  'POST',
  '/v2/feedback',
);
export const cachedCity = endpoint<{ reply: Any }>()('GET', '/getCachedCity');
export const vendorRespond = (base: string) =>
  endpoint<{ reply: Any; query: z.ZodType<{ response: number }> }>()('GET', `${base}/v1/vendor/respond`);
