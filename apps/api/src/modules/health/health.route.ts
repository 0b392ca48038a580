import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

const ready = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

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
  for (const url of ['/health', '/health/ready']) {
    app.get(
      url,
      {
        schema: {
          tags: ['ops'],
          summary: 'Readiness: 200 while the database answers, 503 while it does not',
          response: { 200: ready },
        },
      },
      checkDatabase,
    );
  }
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: 200 while the process serves requests, whatever the database does',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
