import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../support/test-app';

// Only a server can restart under the app; the embedded database lives inside the process.
describe.runIf(inject('postgresAdminUrl'))('a PostgreSQL restart under a running app', () => {
  const t = useTestApp();

  it('does not kill the process; the next request reconnects', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [t().databaseName],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t().app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
