import { listingQuery } from '@store/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storeValidatorCompiler } from '../../src/http/validation';

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

const compile = (schema: z.ZodType, httpPart: string) =>
  storeValidatorCompiler({ schema, method: 'GET', url: '/t', httpPart }) as Validate;

/** A query schema that counts its parses: a kept answer is not parsed again. */
function counted() {
  const calls = { n: 0 };
  const schema = z.object({
    page: z.string().transform((page) => {
      calls.n += 1;
      return Number(page);
    }),
  });
  return { schema, calls };
}

describe('the validators of a route’s params and query', () => {
  it('parse a query once and answer the same query again from memory, frozen', () => {
    const { schema, calls } = counted();
    const validate = compile(schema, 'querystring');
    const first = validate({ page: '2' });
    const second = validate({ page: '2' });
    expect(first.value).toEqual({ page: 2 });
    expect(second.value).toEqual({ page: 2 });
    expect(calls.n).toBe(1);
    expect(Object.isFrozen(second.value)).toBe(true);
    expect(() => {
      (second.value as { page: number }).page = 3;
    }).toThrow(TypeError);
    expect(validate({ page: '2' }).value).toEqual({ page: 2 });
  });

  it('parse a different query, a failed one and a long one every time', () => {
    const { schema, calls } = counted();
    const validate = compile(schema, 'querystring');
    validate({ page: '2' });
    validate({ page: '3' });
    expect(calls.n).toBe(2);
    expect(validate({ page: 4 }).error).toBeTruthy();
    expect(validate({ page: 4 }).error).toBeTruthy();
    const long = { page: '9'.repeat(300) };
    validate(long);
    validate(long);
    expect(calls.n).toBe(4);
  });

  it('keep at most 256 answers a route, the oldest dropped first', () => {
    const { schema, calls } = counted();
    const validate = compile(schema, 'params');
    for (let page = 0; page < 257; page += 1) validate({ page: String(page) });
    expect(calls.n).toBe(257);
    validate({ page: '256' });
    expect(calls.n).toBe(257);
    validate({ page: '0' });
    expect(calls.n).toBe(258);
  });

  it('never keep a body', () => {
    const { schema, calls } = counted();
    const validate = compile(schema, 'body');
    validate({ page: '2' });
    validate({ page: '2' });
    expect(calls.n).toBe(2);
  });

  it('give a route the same parsed query on a repeat, and a 400 on a bad one after it', async () => {
    const app = Fastify();
    app.setValidatorCompiler(storeValidatorCompiler);
    app.get('/listing', { schema: { querystring: listingQuery } }, async (request) => request.query);
    const ask = (query: string) => app.inject({ method: 'GET', url: `/listing?${query}` });
    for (let i = 0; i < 2; i += 1) {
      const reply = await ask('onlyActive=true&page=1&start=0&limit=99');
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ onlyActive: 'true', page: 1, start: 0, limit: 48 });
    }
    const bad = await ask('onlyActive=true&page=0&start=0&limit=12');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('page must be a positive whole number');
    await app.close();
  });
});
