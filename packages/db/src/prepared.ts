import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * A statement built once and prepared by name (Drizzle's `.prepare(name)` with `sql.placeholder`
 * for its values): a call costs neither building the SQL text again nor, on a pooled server
 * connection, parsing and planning it again. Building the text is Drizzle's largest cost in the
 * API (about a fifth of its CPU when placing an order), so the statements every request or every
 * placement runs are kept this way.
 *
 * A database gets its own statement. Transactions share one, built in the first of them and given
 * each transaction's connection when it runs there (see `onConnectionOf`).
 */
export function preparedOn<Query extends object>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  let inTransactions: Query | undefined;
  return (db) => {
    if (is(db, PgTransaction)) {
      if (inTransactions === undefined) {
        const query = build(db);
        // Drizzle's drivers keep the connection in `client` on the session and on a prepared
        // statement alike; a version that did not would get a statement built per transaction.
        if (!sharesConnection(query, db)) return query;
        inTransactions = query;
      }
      return onConnectionOf(inTransactions, db);
    }
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

type WithClient = { client?: unknown };

const connectionOf = (tx: Db) => (tx as unknown as { session?: WithClient }).session?.client;

function sharesConnection(query: object, tx: Db): boolean {
  const client = connectionOf(tx);
  return client !== undefined && (query as WithClient).client === client;
}

/** The statement, run on the transaction's connection: its text, name and mapping are shared. */
function onConnectionOf<Query extends object>(query: Query, tx: Db): Query {
  return Object.create(query, { client: { value: connectionOf(tx) } }) as Query;
}
