import type { Db } from './database';

/**
 * A statement built once per database and prepared by name (Drizzle's `.prepare(name)` with
 * `sql.placeholder` for its values): a call costs neither building the SQL text again nor, on a
 * pooled server connection, parsing and planning it again. Building the text is Drizzle's largest
 * cost in the API (about a fifth of its CPU when placing an order), so the statements every
 * request or every placement runs are kept this way. Given a transaction it prepares on that
 * transaction, which costs what an unprepared statement does and is forgotten with it.
 */
export function preparedOn<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
