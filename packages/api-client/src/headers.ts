import { REQUEST_ID_HEADER } from '@store/contract/request-id';
import { DEFAULT_APP_VERSION } from '@store/domain';
import type { ApiClientOptions, HeaderValue } from './options';

const present = (value: HeaderValue): value is string | number =>
  value !== undefined && value !== null && String(value).trim() !== '';

/**
 * The headers (docs/http-contract.md, "Headers"), read fresh on every call: the token, city and
 * pincode change.
 */
export function buildHeaders(
  options: ApiClientOptions,
  hasJsonBody: boolean,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'App-Version': options.appVersion ?? DEFAULT_APP_VERSION,
  };
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  const token = options.getToken?.();
  if (present(token)) headers['X-CSRF-TOKEN'] = token;
  const city = options.getCity?.();
  if (present(city)) headers.CITY = String(city);
  const pincode = options.getPincode?.();
  if (present(pincode)) headers.PINCODE = String(pincode);
  const requestId = options.getRequestId?.();
  if (present(requestId)) headers[REQUEST_ID_HEADER] = String(requestId);
  return { ...headers, ...extra };
}
