import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

/** How often the replica's progress is looked at, and so about the most its reads may lag. */
export const REPLICA_CHECK_MS = 1_000;

type Queryable = Pick<pg.Pool, 'query' | 'end'>;

/**
 * The catalogue's reads on a streaming replica, as long as it keeps up; on the primary otherwise.
 *
 * Every REPLICA_CHECK_MS the primary's write position is noted, and the replica is used only while
 * it has replayed at least up to the position noted one check before: a replica that lags more than
 * about a second, is down, or is not a standby at all serves nothing until it has caught up again.
 * A read that fails on the replica (gone, or cancelled by a conflict with the replay) is asked again
 * of the primary, so a replica's trouble costs time, never an error. Only reads that may be seconds
 * old come here: the API's own catalogue cache keeps them five seconds anyway, and a customer's
 * orders, profile and checkouts are always read on the primary, where their own writes are.
 */
export class ReplicaReads {
  readonly #replica: Queryable;
  readonly #primary: Queryable;
  readonly #onError: (error: Error) => void;
  readonly #timer: NodeJS.Timeout;
  #keepsUp = false;
  #checking = false;
  #primaryPosition: string | undefined;
  /** Moved on by `freshFromNow`, so a look begun before it cannot put the replica back in use. */
  #epoch = 0;

  constructor(replica: Queryable, primary: Queryable, onError: (error: Error) => void) {
    this.#replica = replica;
    this.#primary = primary;
    this.#onError = onError;
    this.#timer = setInterval(() => void this.check(), REPLICA_CHECK_MS);
    this.#timer.unref();
    void this.check();
  }

  /** Whether reads go to the replica now. */
  get inUse(): boolean {
    return this.#keepsUp;
  }

  /** One look at the replica's progress (the timer's; tests call it to not wait for the timer). */
  async check(): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    const epoch = this.#epoch;
    try {
      const before = this.#primaryPosition;
      const now = await this.#primary.query<{ position: string }>(
        'select pg_current_wal_lsn()::text as position',
      );
      if (epoch !== this.#epoch) return;
      if (before !== undefined) {
        const replica = await this.#replica.query<{ caught_up: boolean | null }>(
          'select pg_is_in_recovery() and pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0 as caught_up',
          [before],
        );
        if (epoch !== this.#epoch) return;
        this.#keepsUp = replica.rows[0]?.caught_up === true;
      }
      this.#primaryPosition = now.rows[0]?.position;
    } catch (error) {
      this.#keepsUp = false;
      if (error instanceof Error && !isDatabaseUnavailable(error)) this.#onError(error);
    } finally {
      this.#checking = false;
    }
  }

  /**
   * After a catalogue change: reads go to the primary until the replica has replayed what the primary
   * has written by now (the next look notes that position, the one after checks it), so a cache
   * emptied for the change is not filled again with the replica's older answer.
   */
  freshFromNow(): void {
    this.#epoch += 1;
    this.#keepsUp = false;
    this.#primaryPosition = undefined;
  }

  // biome-ignore lint/suspicious/noExplicitAny: Drizzle calls query(config, values) and reads its rows
  query(config: any, values?: unknown[]): Promise<any> {
    if (!this.#keepsUp) return this.#primary.query(config, values);
    return this.#replica.query(config, values).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) this.#keepsUp = false;
      return this.#primary.query(config, values);
    });
  }

  /** What Drizzle's node-postgres driver is given: it only queries (the catalogue opens no transactions). */
  asPool(): pg.Pool {
    return this as unknown as pg.Pool;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#replica.end();
  }
}
