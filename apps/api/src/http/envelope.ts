import type { ErrorEnvelope, SuccessEnvelope } from '@store/contract';

export function ok<T>(data: T, message = 'Success'): SuccessEnvelope<T> {
  return { status_code: 200, message, data };
}

export function failure(status: number, message: string, fields: Record<string, string> = {}): ErrorEnvelope {
  return { status_code: status, error_message: message, message, data: fields };
}
