import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** How many answers each route's params or query keeps, and the longest input it keeps one for. */
const REMEMBERED = 256;
const LONGEST_KEY = 200;

/** What fastify-type-provider-zod's validator returns: the parsed value, or zod's issues as Fastify's. */
type Result = { value: unknown } | { error: FastifySchemaValidationError[] };

function deepFreeze(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The contract's zod schemas as Fastify's validators. A route's path parameters and query string
 * are small and, on the catalogue's cached calls, the same few over and over: parsing them again
 * was about 3 µs of a 45 µs cache hit. The contract's schemas are pure (no default or transform
 * reads the clock or anything but the input), so the last REMEMBERED successful parses of each
 * route are kept, keyed by the input's JSON, and handed back frozen: a handler that tried to change
 * one would throw instead of changing the next caller's. Failures are parsed every time; bodies and
 * headers are never kept. Inputs longer than LONGEST_KEY are parsed every time, so the memory
 * stays at a few kilobytes a route whatever a caller sends.
 */
export const storeValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => Result;
  if (route.httpPart !== 'params' && route.httpPart !== 'querystring') return validate;
  const remembered = new Map<string, Result>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const hit = remembered.get(key);
    if (hit) return hit;
    const result = validate(data);
    if ('error' in result || key.length > LONGEST_KEY) return result;
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    const kept = { value: deepFreeze(result.value) };
    remembered.set(key, kept);
    return kept;
  };
};
