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
 * A database gets its own statement. Its transactions share one, built in the first of them and
 * given each transaction's connection when it runs there (see `onConnectionOf`): a statement
 * keeps the logger, driver and mapping of the database it was built on, so a transaction of
 * another database (the test suites open many in one process) never gets it.
 */
export function preparedOn<Query extends object>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  const inTransactions = new WeakMap<object, Query>();
  return (db) => {
    if (is(db, PgTransaction)) {
      const database = databaseOf(db);
      let query = database && inTransactions.get(database);
      if (query === undefined) {
        query = build(db);
        // Drizzle's drivers keep the connection in `client` on the session and on a prepared
        // statement alike, and give a transaction its database's dialect; a version that did
        // not would get a statement built per transaction.
        if (!database || !sharesConnection(query, db)) return query;
        inTransactions.set(database, query);
      }
      return onConnectionOf(query, db);
    }
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Which database a transaction belongs to: Drizzle makes one dialect per database (`drizzle()`)
 * and hands it to each of its transactions.
 */
const databaseOf = (tx: Db): object | undefined => (tx as unknown as { dialect?: object }).dialect;

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
