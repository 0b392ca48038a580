import { DEFAULT_CITY } from '@store/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The CITY header (docs/http-contract.md, "Headers"): a city id or short name; absent means the
 * default city.
 */
export function requestedCity(request: FastifyRequest): string {
  const header = request.headers.city;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || String(DEFAULT_CITY.id);
}

/** The CITY header when sent, else the `city` query parameter, else the default city. */
export function cityFromHeaderOrQuery(request: FastifyRequest, query: { city?: string | undefined }): string {
  if (request.headers.city === undefined && query.city?.trim()) return query.city.trim();
  return requestedCity(request);
}
