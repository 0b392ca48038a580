import type { ErrorEnvelope, SuccessEnvelope } from '@store/contract';
import type { ErrorCode } from '@store/domain';

export function ok<T>(data: T, message = 'Success'): SuccessEnvelope<T> {
  return { status_code: 200, message, data };
}

/**
 * An error answer: the texts the store shows (docs/product.md, "Errors and alerts") and the
 * catalogue's stable code beside them.
 */
export function failure(
  status: number,
  code: ErrorCode,
  message: string,
  fields: Record<string, string> = {},
): ErrorEnvelope {
  return { status_code: status, code, error_message: message, message, data: fields };
}
