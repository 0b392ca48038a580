import { errorEnvelope } from '@store/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Every operation's document names its error answers (the envelope with its stable code), so a
 * caller reading GET /docs knows what a 4xx or 5xx carries. Documentation only: answers are not
 * validated on the way out (app.ts).
 */
export function documentErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const response = (schema.response ?? {}) as Record<string, unknown>;
    schema.response = { ...response, '4XX': errorEnvelope, '5XX': errorEnvelope };
  });
}
