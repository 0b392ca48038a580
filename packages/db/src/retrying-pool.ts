import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A node-postgres pool that rides out a database restart (issue 17, item 1): while the server is
 * down or starting up, a request waits for it (trying again with growing pauses, up to the connect
 * budget) instead of failing at once; and a read whose connection was cut mid-way is asked again.
 * Only what cannot have changed anything is repeated: a failed connect (nothing was sent), or a
 * single SELECT outside a transaction. A write or a transaction cut mid-way fails, and the API
 * answers it 503 with a message, as before.
 */
export class RetryingPool extends pg.Pool {
  readonly #budgetMs: number;

  constructor(config: pg.PoolConfig & { retryBudgetMs: number }) {
    const { retryBudgetMs, ...options } = config;
    super(options);
    this.#budgetMs = retryBudgetMs;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise or callback) are kept as they are
  override connect(callback?: any): any {
    const connected = retried(() => super.connect(), this.#budgetMs).then(
      (client) => this.#heardWhileOut(client),
      (error: unknown) => {
        // Waited for already: the query that asked for this connection does not wait again.
        if (error instanceof Error) waitedFor.add(error);
        throw error;
      },
    );
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (error?: Error | boolean) => client.release(error)),
      (error: unknown) => callback(error, undefined, () => undefined),
    );
    return undefined;
  }

  /**
   * pg-pool listens for a connection's errors only while it sits idle. One handed out, between two
   * statements of a transaction, that the server ends (a restart: 57P01) emitted an error nobody
   * heard, and Node ended the whole API process (the reliability suite's restart found it). Heard
   * here until it is given back, and passed to the pool's own error handler: the transaction's next
   * statement then fails with a 503, and the connection is dropped when it is released.
   */
  #heardWhileOut(client: pg.PoolClient): pg.PoolClient {
    const heard = (error: Error) => this.emit('error', error, client);
    client.on('error', heard);
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      client.removeListener('error', heard);
      return release(error);
    };
    return client;
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above
  override query(...args: any[]): any {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const callback = args.some((arg) => typeof arg === 'function');
    // A callback's query, or one that may write: asked once, as pg-pool does.
    if (callback || typeof text !== 'string' || !READ_ONLY.test(text) || WRITES.test(text)) {
      return super.query(...(args as Parameters<pg.Pool['query']>));
    }
    return retried(() => super.query(...(args as [string])) as Promise<pg.QueryResult>, this.#budgetMs);
  }
}

const READ_ONLY = /^\s*(select|with)\b/i;
const waitedFor = new WeakSet<Error>();
const WRITES = /\b(insert|update|delete|merge|for\s+update|for\s+share|nextval|setval|pg_advisory)/i;

/**
 * The server went away, is restarting, or refused the connection: worth asking again. Not a statement
 * that ran out of time (it would run out again), the pool's own wait for a free connection
 * (waiting again would only double it), or a pool that was closed.
 */
function isRestart(error: unknown): boolean {
  if (!isDatabaseUnavailable(error) || !(error instanceof Error) || waitedFor.has(error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === '57014' || code === '25P03') return false;
  return !/^timeout exceeded when trying to connect$|connection timeout|after calling end on the pool/.test(
    error.message,
  );
}

async function retried<T>(attempt: () => Promise<T>, budgetMs: number) {
  const deadline = Date.now() + budgetMs;
  for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRestart(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
