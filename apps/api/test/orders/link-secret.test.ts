import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseLinkSecret } from '../../src/modules/links';
import { DEVELOPMENT_LINK_SECRET, isTrackingKey, trackingKey } from '../../src/modules/links/tracking-link';
import { useTestApp } from '../support/test-app';

// Outside production the link secret is the database's own, random and kept: the published
// development constant signs nothing. Runs on PGlite and PostgreSQL.
const t = useTestApp();
const other = useTestApp();

describe("a started API's link secret without LINK_SECRET", () => {
  it('is made once per database, kept across starts, differs between databases, and is never the constant', async () => {
    const first = await databaseLinkSecret(t().database.db);
    expect(first).not.toBe(DEVELOPMENT_LINK_SECRET);
    expect(first.length).toBeGreaterThanOrEqual(43);
    // A second start (or another API copy) on the same database signs alike.
    expect(await databaseLinkSecret(t().database.db)).toBe(first);
    const kept = await t()
      .database.db.select()
      .from(schema.storeMeta)
      .where(eq(schema.storeMeta.key, 'link_secret'));
    expect(kept.map((row) => row.value)).toEqual([first]);
    // Another database has its own: a link signed for one opens nothing on the other.
    const theirs = await databaseLinkSecret(other().database.db);
    expect(theirs).not.toBe(first);
    expect(isTrackingKey(first, 7, trackingKey(DEVELOPMENT_LINK_SECRET, 7), 0)).toBe(false);
    expect(isTrackingKey(theirs, 7, trackingKey(first, 7), 0)).toBe(false);
  });
});
