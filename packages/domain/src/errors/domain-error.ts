import { defaultErrorMessage, type ErrorCode, errorStatus } from './catalogue';

export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message?: string, fields?: FieldErrors) {
    super(message ?? defaultErrorMessage(code));
    this.name = 'DomainError';
    this.code = code;
    this.status = errorStatus(code);
    this.fields = fields;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

export function validationError(fields: FieldErrors, message?: string): DomainError {
  return new DomainError('VALIDATION_FAILED', message, fields);
}
