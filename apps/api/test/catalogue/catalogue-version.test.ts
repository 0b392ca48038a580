import { experienceDetail, successEnvelope } from '@store/contract';
import { consoleExperience } from '@store/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-context';
import { callers, consolePut, dataOf } from '../console/console-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';

// Two API processes of a fleet on one database, each with a catalogue cache long enough that only
// the catalogue's version can make the second drop an answer the first has changed.
const CACHE_MS = 60_000;
const CHECK_MS = 50;

describe('a catalogue change made through one API process', () => {
  const t = useTestApp({ catalogueCacheTtlMs: CACHE_MS });
  let other: App;
  let stillCaching: App;
  beforeAll(async () => {
    const database = t().database;
    other = await buildApp({
      database,
      clock: () => TEST_NOW,
      catalogueCacheTtlMs: CACHE_MS,
      catalogueVersionCheckMs: CHECK_MS,
    });
    stillCaching = await buildApp({ database, clock: () => TEST_NOW, catalogueCacheTtlMs: CACHE_MS });
  });
  afterAll(async () => {
    await other?.close();
    await stillCaching?.close();
  });

  const experienceOn = async (app: App) => {
    const reply = await app.inject({
      method: 'GET',
      url: '/v5/experience/id/1',
      headers: { city: 'delhi-ncr' },
    });
    return successEnvelope(experienceDetail).parse(reply.json()).data;
  };

  it("is served by every other process within its next look at the catalogue's version", async () => {
    const who = await callers(t());
    const before = await experienceOn(other);
    expect(await experienceOn(stillCaching)).toEqual(before);

    const changed = dataOf(
      consoleExperience,
      await consolePut(t(), '/catalogue/experiences/1', { price: 7_777 }, who.admin),
    );
    const fresh = await experienceOn(t().app);
    expect(changed.price).toBe(7_777);
    expect(fresh).not.toEqual(before);

    await expect
      .poll(() => experienceOn(other), { timeout: 20 * CHECK_MS, interval: CHECK_MS / 5 })
      .toEqual(fresh);
    // A process that does not look keeps the old answer for its cache's lifetime.
    expect(await experienceOn(stillCaching)).toEqual(before);
  });
});
