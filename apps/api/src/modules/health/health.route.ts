import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

export function healthRoutes({ app, db, engine }: AppContext): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: engine };
    },
  );
}
