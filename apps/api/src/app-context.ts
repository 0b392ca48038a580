import type { Db, Engine } from '@store/db';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './http/clock';
import type { TtlCache } from './http/ttl-cache';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature module gets: the app to add routes to and the shared dependencies. */
export type AppContext = {
  app: App;
  db: Db;
  engine: Engine;
  clock: Clock;
  catalogueCache: TtlCache;
};
