import type { HttpMethod, Operation } from '@store/contract';
import type { z } from 'zod';

export type { HttpMethod };

/** The zod schemas of one call, as the API validates them. */
export type CallSchemas = { reply: z.ZodType; query?: z.ZodType; body?: z.ZodType };

/** One call of the HTTP contract: its method and path; its query, body and reply by their schemas. */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends CallSchemas = CallSchemas,
> {
  readonly method: M;
  /** The path as the API routes it, `:name` for each path parameter. */
  readonly path: P;
  /** Never set: carries the schemas' types to `call`. */
  readonly schemas?: S;
}

/** `{ id: number }` for '/v5/experience/id/:id': a value for every `:name` in the path. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

type SchemasOf<E> = E extends Endpoint<HttpMethod, string, infer S> ? S : never;
type PathOf<E> = E extends Endpoint<HttpMethod, infer P> ? P : never;

/**
 * A query's values travel as text, so the API's query schemas read numbers and booleans from
 * strings: the caller may hand those over as numbers and booleans; names and arrays stay checked.
 */
type Wire<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number | boolean : T[K] };
type QueryInput<S extends CallSchemas> = S['query'] extends z.ZodType ? Wire<z.input<S['query']>> : never;

/** What the caller sends: the schemas' input types (defaults may be left out). */
type QueryPart<S extends CallSchemas> = S['query'] extends z.ZodType
  ? Record<never, never> extends QueryInput<S>
    ? { query?: QueryInput<S> }
    : { query: QueryInput<S> }
  : { query?: never };
type BodyPart<S extends CallSchemas> = S['body'] extends z.ZodType
  ? { body: z.input<S['body']> }
  : { body?: never };
type ParamsPart<P extends string> = keyof PathParams<P> extends never
  ? { params?: never }
  : { params: PathParams<P> };

export type CallInput<E> = QueryPart<SchemasOf<E>> & BodyPart<SchemasOf<E>> & ParamsPart<PathOf<E>>;

/** What comes back: the reply schema's output type. */
export type ReplyOf<E> = z.output<SchemasOf<E>['reply']>;

/** Input types of one call, for code that builds a body or query before calling. */
export type BodyOf<E> = SchemasOf<E>['body'] extends z.ZodType ? z.input<SchemasOf<E>['body']> : never;

/** The path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

type Declared<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
/** The data inside the envelope of a reply schema. */
type DataOf<R> = R extends { shape: { data: infer D extends z.ZodType } } ? D : R;
/** What a caller gets back: a raw reply as it is, else the data of each successful reply. */
type ReplySchema<O extends Operation> = O extends { raw: infer R extends z.ZodType }
  ? R
  : { [K in keyof O['replies']]-?: DataOf<NonNullable<O['replies'][K]>> }[keyof O['replies']];

/** The call of one operation of the contract, typed by its declaration. */
export type EndpointOf<O extends Operation> = Endpoint<
  O['method'],
  O['path'],
  {
    reply: ReplySchema<O>;
    query: Declared<O, 'query'>;
    body: O extends { form: z.ZodType } ? Declared<O, 'form'> : Declared<O, 'body'>;
  }
>;

/** Where each operation is reached: its method and path, nothing of its schemas. */
export type RouteTable<T extends Record<string, Operation>> = {
  readonly [K in keyof T]: { readonly method: T[K]['method']; readonly path: T[K]['path'] };
};

/**
 * The calls of the contract's operations, by the same names. The routes come from a table written
 * out of the declarations (routes.generated.ts), the types from the declarations themselves: the
 * browser gets paths without a single schema, and a path or schema changed in the declaration
 * (packages/contract/src/operations) still changes the API and its callers together, since the
 * table must match the declarations' literal types to compile.
 */
export function endpointsOf<T extends Record<string, Operation>>(
  routes: RouteTable<T>,
): { readonly [K in keyof T]: EndpointOf<T[K]> } {
  return routes as { readonly [K in keyof T]: EndpointOf<T[K]> };
}
