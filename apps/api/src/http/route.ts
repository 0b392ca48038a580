import type { Access, Operation } from '@store/contract';
import type { Db } from '@store/db';
import { AGENT_ROLES } from '@store/domain';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { App } from '../app-context';
import type { Clock } from './clock';
import { authorize, SIGNED_IN } from './current-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration the route was registered from (`route`). */
    operation?: Operation;
  }
}

type Schema<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** The route's schemas as Fastify reads them, from the declaration. */
type RouteSchema<O extends Operation> = {
  params: Schema<O, 'params'>;
  querystring: Schema<O, 'query'>;
  body: Schema<O, 'body'>;
  response: O['replies'];
};

/** A handler whose request and reply are typed by the operation's declaration. */
export type OperationHandler<O extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<O>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Route options the declaration does not settle (a larger body for one route). */
type RouteExtras = { bodyLimit?: number };

/**
 * Registers one operation of the contract (packages/contract/src/operations): its method and path,
 * its schemas, and its access, which picks the guard (`guardOperations`, and the console's own).
 * Within a prefixed scope (the console's) the declared path carries the prefix.
 */
export function route<O extends Operation>(
  app: App | FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  extras: RouteExtras = {},
): void {
  if (!operation.path.startsWith(app.prefix))
    throw new Error(`${operation.path} is declared outside the scope ${app.prefix}`);
  const schema: FastifySchema & { tags?: string[]; summary?: string; hide?: boolean } = {
    tags: [...operation.tags],
    ...(operation.summary !== undefined && { summary: operation.summary }),
    ...(operation.hidden && { hide: true }),
    ...(operation.params && { params: operation.params }),
    ...(operation.query && { querystring: operation.query }),
    ...(operation.body && { body: operation.body }),
    ...(operation.form && { consumes: ['multipart/form-data'] }),
    ...(!operation.hidden && { response: { ...operation.replies } }),
  };
  app.route({
    method: operation.method,
    url: operation.path.slice(app.prefix.length),
    schema,
    config: { operation },
    ...extras,
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * Refuses, as it is registered, a route that is no declared operation or strays from its
 * declaration's method and path: every route comes from the contract (Fastify's own HEAD of a GET
 * and the CORS preflights aside).
 */
export function onlyDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat();
    if (methods.every((method) => method === 'OPTIONS')) return;
    const operation = options.config?.operation;
    // The whole path, the scope's prefix included.
    const path = options.url;
    const declared =
      operation?.path === path &&
      methods.every(
        (method) => method === operation.method || (method === 'HEAD' && operation.method === 'GET'),
      );
    if (!declared)
      throw new Error(`${methods.join(',')} ${path} is registered without its declaration (http/route.ts)`);
  });
}

/**
 * The store's sign-in check, chosen by each route's declared access: `customer` and `agent`
 * routes let only such a session through, before the input is read (a stranger learns nothing of
 * the input rules); `authorizedUser` then names the user. Added after the other preValidation
 * hooks, so it reads the request's clock as the handler does.
 */
export function guardOperations(app: FastifyInstance, db: Db, clock: Clock): void {
  const checks: Partial<Record<Access, ReturnType<typeof authorize>>> = {
    customer: authorize(db, clock, SIGNED_IN),
    agent: authorize(db, clock, AGENT_ROLES),
  };
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.operation?.access;
    const check = access && checks[access];
    if (check) await check(request);
  });
}
