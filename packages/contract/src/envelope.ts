import { ERROR_CODES } from '@store/domain';
import { z } from 'zod';

/** `{"status_code": 200, "message": "...", "data": ...}` (docs/architecture.md, "Requests and answers"). */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status_code: z.literal(200), message: z.string(), data });

/** Per-field errors for forms: field name to the text shown under it. */
export const fieldErrors = z.record(z.string(), z.string());

/**
 * An error answer: the texts the store shows (docs/product.md, "Errors and alerts"), and beside
 * them the catalogue's stable code (docs/architecture.md, "Requests and answers"), which callers
 * decide on instead of the text.
 */
export const errorEnvelope = z.object({
  status_code: z.number().int().min(400).max(599),
  code: z.enum(ERROR_CODES),
  error_message: z.string(),
  message: z.string(),
  data: fieldErrors,
});

export type SuccessEnvelope<T> = { status_code: 200; message: string; data: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
