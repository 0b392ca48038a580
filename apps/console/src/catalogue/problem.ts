import { ApiError } from '@store/api-client';

/** What a refused change says: the API's words and each field it names. */
export function problemOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The API could not be reached. Try again.';
  const fields = Object.values(error.data).filter((v): v is string => typeof v === 'string');
  return [error.message, ...fields.filter((f) => f !== error.message)].join(' ');
}
