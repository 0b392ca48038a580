import fc from 'fast-check';

/** The part of a JSON schema (as the OpenAPI document gives it) the generator follows. */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

/** An operation of the OpenAPI document, as far as the generator reads it. */
export type OperationSpec = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
};

export type FuzzRequest = { url: string; headers: Record<string, string>; body: string | undefined };

const LONG = ['x'.repeat(5_000), 'a@'.repeat(20_000), '9'.repeat(3_000), `${'é'.repeat(2_000)}\u0000`];
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  'null',
  'true',
  '\ud800',
  "' OR 1=1 --",
  '%00',
  '../..',
  'İı🙂',
  '\u202e\ufeff',
];
// The int4 boundary comes first and twice: every id column is int4.
const HOSTILE_NUMBERS = [
  2 ** 31,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  -1,
  0,
  1.5,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  1e-9,
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...LONG),
);

/** Anything a caller could put where a value goes: wrong types, out-of-range numbers, NUL, long text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

// Values that pass the contract for fields the generator cannot guess from the schema alone, so a
// request gets past validation with one hostile field and reaches the service and the database.
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  mobile: fc.constantFrom('9000000002', '9000000001', '9876543210'),
  otp: fc.constant('123456'),
  pincode: fc.constantFrom('110001', '400001', '999999'),
  date: fc.constantFrom('2026-12-20', '2026-12-01', '2027-02-28'),
  start_time: fc.constantFrom('10:00', '18:30'),
  end_time: fc.constantFrom('12:00', '20:30'),
  email: fc.constantFrom('fuzz@example.com', 'aarav.sharma@example.com'),
  device_id: fc.constant('device-fuzz-0001'),
  device_os: fc.constant('web_app'),
  password: fc.constant('password-1234'),
  old_password: fc.constant('password-1234'),
  new_password: fc.constant('password-5678'),
  collection_ids: fc.constantFrom('1', '1,2'),
  city: fc.constantFrom('1', 'delhi-ncr', 'mumbai'),
  url: fc.constant('/track_order/1'),
  origin: fc.constant('http://localhost:3000'),
};

function plausible(schema: Schema, name: string, depth: number): fc.Arbitrary<unknown> {
  const known = PLAUSIBLE[name];
  if (known) return known;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => plausible(branch, name, depth)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' && schema.properties && depth < 3) return objectOf(schema, depth + 1);
  if (type === 'array' && schema.items && depth < 3) {
    return fc.array(field(schema.items, name, depth + 1), { maxLength: 3 });
  }
  if (type === 'integer' || type === 'number') {
    const min = Math.max(schema.minimum ?? 0, -10);
    return fc.integer({ min, max: Math.min(schema.maximum ?? min + 10, min + 10) });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'string') {
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 } as never);
    return fc.string({ minLength: 1, maxLength: 12 });
  }
  return hostileValue;
}

/** A field's value: mostly one the contract accepts, else a hostile one of its type or of any type. */
function field(schema: Schema, name: string, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: plausible(schema, name, depth) },
    { weight: 3, arbitrary: hostileOfType(schema) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function hostileOfType(schema: Schema): fc.Arbitrary<unknown> {
  const types = [schema.type, ...(schema.anyOf ?? schema.oneOf ?? []).map((s) => s.type)].flat();
  if (types.includes('integer') || types.includes('number')) return fc.constantFrom(...HOSTILE_NUMBERS);
  if (types.includes('string')) return hostileString;
  return hostileValue;
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, s]) => [name, field(s, name, depth)]),
  );
  // With the required fields present a request reaches the service; without, it tests the parser.
  return fc.oneof(
    { weight: 3, arbitrary: fc.record(fields, { requiredKeys: schema.required ?? [] }) },
    { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
  );
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd')); // it has no UTF-8 form
  }
}

const PATH_SEGMENTS = fc.constantFrom('%00', 'a%00b', '%C0%80', '%ED%A0%80', '%FF', '%25');
const HEADERS = ['app-version', 'x-csrf-token', 'authorization', 'city', 'pincode', 'idempotency-key'];

/** One request to an operation: its path filled in, some query, header and body values hostile. */
export function requestFor(path: string, spec: OperationSpec): fc.Arbitrary<FuzzRequest> {
  const parameters = spec.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const segment = (name: string, schema: Schema) =>
    fc.oneof(
      { weight: 2, arbitrary: plausible(schema, name, 0).map(encode) },
      { weight: 2, arbitrary: hostileValue.map(encode) },
      { weight: 1, arbitrary: PATH_SEGMENTS },
    );
  const pathArb = fc
    .tuple(...pathParams.map((p) => segment(p.name, p.schema ?? {})))
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), path));
  const queryArb = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          fc.oneof(
            { weight: 3, arbitrary: segment(p.name, p.schema ?? {}) },
            {
              weight: 1,
              arbitrary: fc.array(segment(p.name, p.schema ?? {}), { minLength: 2, maxLength: 2 }),
            },
          ),
          { nil: undefined, freq: 3 },
        ),
      ),
    )
    .map((values) =>
      queryParams
        .flatMap((p, i) => {
          const value = values[i];
          if (value === undefined) return [];
          return (Array.isArray(value) ? value : [value]).map((v) => `${p.name}=${v}`);
        })
        .join('&'),
    );
  // Mostly none, so that the other hostile values get past the session and city checks.
  const headersArb = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...HEADERS), hostileString, { maxKeys: 2 }) },
  );
  const bodySchema = spec.requestBody?.content['application/json']?.schema as Schema | undefined;
  const bodyArb: fc.Arbitrary<unknown> = bodySchema
    ? fc.oneof({ weight: 8, arbitrary: plausible(bodySchema, '', 0) }, { weight: 1, arbitrary: hostileValue })
    : fc.option(hostileValue, { nil: undefined });
  return fc.record({ path: pathArb, query: queryArb, headers: headersArb, body: bodyArb }).map((r) => ({
    url: r.query ? `${r.path}?${r.query}` : r.path,
    headers: { ...r.headers, ...(r.body !== undefined && { 'content-type': 'application/json' }) },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  }));
}
