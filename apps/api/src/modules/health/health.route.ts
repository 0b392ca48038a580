import { healthOperations } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { route } from '../../http/route';

/**
 * Liveness and readiness apart: a process whose database is down is alive (restarting it
 * would not help, and every copy would be restarted at once) but not ready (the load balancer
 * should send its requests elsewhere until the database answers). `/health` is the readiness check
 * under its older name.
 */
export function healthRoutes({ app, db, engine }: AppContext): void {
  const checkDatabase = async () => {
    // A database that cannot answer throws here, and the error handler answers 503 with Retry-After.
    await db.execute(sql`select 1`);
    return { status: 'ok' as const, database: engine };
  };
  for (const operation of [healthOperations.health, healthOperations.healthReady]) {
    route(app, operation, checkDatabase);
  }
  route(app, healthOperations.healthLive, async () => ({ status: 'ok' as const }));
}
