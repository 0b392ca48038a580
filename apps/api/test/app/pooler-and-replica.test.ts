import { experienceDetail, successEnvelope } from '@store/contract';
import { queryRows } from '@store/db';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../support/test-app';

// A fleet's database: PgBouncer between the API and the server, and a streaming replica for the
// catalogue (README "Running as a fleet"). The fleet suite runs them for real; here the API's side
// of each on a plain server. Only a server has a pooler or a replica.
const parseDetail = (json: unknown) => successEnvelope(experienceDetail).parse(json).data;

describe.runIf(inject('postgresAdminUrl'))('behind a pooler in transaction mode', () => {
  // One connection, so that everything below runs on the one whose statements are looked at.
  const t = useTestApp({ database: { pooler: 'transaction', poolSize: 1 } });

  it('names no statement, its own prepared ones neither: the next transaction may get another server connection', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await t().app.inject({ method: 'GET', url: '/v5/experience/id/1' });
      expect(res.statusCode).toBe(200);
      expect(parseDetail(res.json()).id).toBe(1);
    }
    const prepared = await queryRows<{ name: string }>(
      t().database.db,
      sql`select name from pg_prepared_statements`,
    );
    expect(prepared).toEqual([]);
  });

  it('sends no start-up setting, which PgBouncer refuses (its connect_query sets them)', async () => {
    const [row] = await queryRows<{ random_page_cost: string }>(t().database.db, sql`show random_page_cost`);
    expect(row?.random_page_cost).toBe('4');
  });
});

describe.runIf(inject('postgresAdminUrl'))('straight to the server', () => {
  const t = useTestApp({ database: { poolSize: 1 } });

  it("names the experience page's statement and sends the planner's setting", async () => {
    for (let i = 0; i < 2; i += 1) await t().app.inject({ method: 'GET', url: '/v5/experience/id/1' });
    const prepared = await queryRows<{ name: string }>(
      t().database.db,
      sql`select name from pg_prepared_statements`,
    );
    expect(prepared.map((p) => p.name)).toContain('experience_page');
    const [row] = await queryRows<{ random_page_cost: string }>(t().database.db, sql`show random_page_cost`);
    expect(row?.random_page_cost).toBe('1.1');
  });
});

describe.runIf(inject('postgresAdminUrl'))('with a replica that is down', () => {
  // Nothing listens on port 9 of this machine.
  const t = useTestApp({ database: { replicaUrl: 'postgres://postgres@127.0.0.1:9/store' } });

  it('answers the catalogue from the primary, never an error', async () => {
    for (const url of ['/v5/experience/id/1', '/v2/getHomePage', '/v3/getMenuJson']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const detail = parseDetail((await t().app.inject({ method: 'GET', url: '/v5/experience/id/1' })).json());
    expect(detail.name.length).toBeGreaterThan(3);
  });
});
