import { randomUUID } from 'node:crypto';
import type { Db } from '@store/db';
import { giveLeaseBack, takeLease } from './leases.repository';

/**
 * Runs `pass` only if no other process runs the same named pass (several API processes share one
 * database: docs/architecture.md, "Background jobs and leases"). The lease is a row, not a held
 * connection or transaction, so the pass may call providers and open its own transactions; it lasts
 * `leaseMs` at most, so a process that dies mid-pass does not stop the next one for long. A pass
 * must be bounded to finish within `leaseMs` (a batch size times its calls' time-outs). Undefined
 * when another process holds it.
 */
export async function withLease<T>(
  db: Db,
  name: string,
  leaseMs: number,
  now: Date,
  pass: () => Promise<T>,
): Promise<T | undefined> {
  const holder = randomUUID();
  if (!(await takeLease(db, name, holder, now, new Date(now.getTime() + leaseMs)))) return undefined;
  try {
    return await pass();
  } finally {
    await giveLeaseBack(db, name, holder, now);
  }
}
