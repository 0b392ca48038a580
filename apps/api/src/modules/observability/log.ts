import pino, { type LoggerOptions } from 'pino';
import { scrubText, scrubValue } from './scrub';

type LoggedRequest = { method?: string; url?: string; ip?: string; headers?: Record<string, unknown> };

/**
 * The API's pino settings: every request's lines carry its id (`reqId`, Fastify's), and nothing
 * personal reaches the log. A URL's query may name a mobile or carry a token, and an error's message
 * may quote a value the database refused (a duplicate mobile, say): both are scrubbed. The client's
 * address stays: it is what a security investigation needs (ASVS V16).
 */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers["x-csrf-token"]', 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: scrubText(request.url ?? ''),
        remoteAddress: request.ip,
      }),
      err: (error: Error) => {
        // pg-pool hangs the failed connection on its error: its internals say nothing useful.
        const { client: _client, ...serialized } = pino.stdSerializers.err(error) as Record<string, unknown>;
        return scrubValue(serialized);
      },
    },
  };
}
