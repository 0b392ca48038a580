import pg from 'pg';
import type { Db } from './database';
import { nameRepeatedStatements } from './named-statements';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A node-postgres pool that rides out a database restart: while the server is
 * down or starting up, a request waits for it (trying again with growing pauses, up to the connect
 * budget) instead of failing at once; and a read whose connection was cut mid-way is asked again.
 * Only what cannot have changed anything is repeated: a failed connect or a statement that was
 * never sent, a single SELECT outside a transaction, a transaction cut before its commit
 * (retryCutTransactions). A write or a commit cut mid-way fails (it may have happened), and the
 * API answers it 503 with a message, as before.
 */
export class RetryingPool extends pg.Pool {
  readonly #budgetMs: number;

  constructor(config: pg.PoolConfig & { retryBudgetMs: number; namedStatements?: boolean }) {
    const { retryBudgetMs, namedStatements = true, ...options } = config;
    super(options);
    this.#budgetMs = retryBudgetMs;
    this.on('connect', (client) => {
      this.#neverUnheard(client);
      nameRepeatedStatements(client, { named: namedStatements });
    });
  }

  /**
   * pg-pool listens for a connection's errors only while it sits idle. One handed out (between two
   * statements of a transaction, or just given back) that the server ends in a restart (57P01)
   * emitted an error nobody heard, and Node ended the whole API process: the reliability suite's
   * restart found it. Every connection gets a listener of last resort that passes an error no one
   * else hears to the pool's own handler (the log). The connection is unusable from then on: its
   * next statement fails (a 503), and the pool drops it when it is given back.
   */
  #neverUnheard(client: pg.PoolClient): void {
    client.on('error', (error: Error) => {
      if (client.listenerCount('error') === 1) this.emit('error', error, client);
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise or callback) are kept as they are
  override connect(callback?: any): any {
    const connected = retried(() => super.connect(), this.#budgetMs).catch((error: unknown) => {
      // Waited for already: the query that asked for this connection does not wait again.
      if (error instanceof Error) waitedFor.add(error);
      throw error;
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (error?: Error | boolean) => client.release(error)),
      (error: unknown) => callback(error, undefined, () => undefined),
    );
    return undefined;
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above
  override query(...args: any[]): any {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const callback = args.some((arg) => typeof arg === 'function');
    if (callback) return super.query(...(args as Parameters<pg.Pool['query']>));
    const readOnly = typeof text === 'string' && isReadOnly(text);
    // A write is asked again only when it never left: handed a connection the restart had already
    // cut (its error not yet heard), pg refuses to send on it.
    return retried(
      () => super.query(...(args as [string])) as Promise<pg.QueryResult>,
      this.#budgetMs,
      readOnly ? isRestart : neverSent,
    );
  }
}

const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|for\s+update|for\s+share|nextval|setval|pg_advisory)/i;

/**
 * Whether a text only reads, known once per text: the API sends the same few hundred texts again
 * and again, and the experience page's is 2,600 characters that WRITES would scan on every call
 * (about 5 µs each time). Bounded as named-statements.ts bounds its names: once full it starts again.
 */
const readOnlyTexts = new Map<string, boolean>();
const MAX_KNOWN_TEXTS = 1000;

function isReadOnly(text: string): boolean {
  const known = readOnlyTexts.get(text);
  if (known !== undefined) return known;
  const readOnly = READ_ONLY.test(text) && !WRITES.test(text);
  if (readOnlyTexts.size >= MAX_KNOWN_TEXTS) readOnlyTexts.clear();
  readOnlyTexts.set(text, readOnly);
  return readOnly;
}

const waitedFor = new WeakSet<Error>();

/**
 * The server went away, is restarting, or refused the connection: worth asking again. Not a statement
 * that ran out of time (it would run out again), the pool's own wait for a free connection
 * (waiting again would only double it), or a pool that was closed.
 */
function isRestart(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  // Drizzle wraps the driver's error: each of the chain is looked at.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (waitedFor.has(e)) return false;
    const code = (e as { code?: unknown }).code;
    if (code === '57014' || code === '25P03') return false;
    if (
      /^timeout exceeded when trying to connect$|connection timeout|after calling end on the pool/.test(
        e.message,
      )
    )
      return false;
  }
  return true;
}

/**
 * A transaction cut off by a restart before it asked to commit is run again: the server rolled back
 * whatever it had done, so nothing of it happened (its outside calls are made before it,
 * docs/architecture.md, "Orders: one writer, places taken in one update"). One cut while committing
 * is not: it may have committed, and the caller gets its 503.
 */
export function retryCutTransactions(db: Db, budgetMs: number): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: (tx: Db) => Promise<unknown>, config?: unknown) => {
    const deadline = Date.now() + budgetMs;
    for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
      let committing = false;
      try {
        return await transaction(async (tx) => {
          const result = await work(tx as unknown as Db);
          committing = true;
          return result;
        }, config as never);
      } catch (error) {
        if (committing || !isRestart(error) || Date.now() + pause > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }) as Db['transaction'];
}

const neverSent = (error: unknown) =>
  isRestart(error) && error instanceof Error && /is not queryable$/.test(error.message);

async function retried<T>(attempt: () => Promise<T>, budgetMs: number, retryable = isRestart) {
  const deadline = Date.now() + budgetMs;
  for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
    try {
      return await attempt();
    } catch (error) {
      if (!retryable(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
