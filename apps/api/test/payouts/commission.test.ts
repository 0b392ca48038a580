import { commission } from '@store/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, callers, consolePut, dataOf, errorOf, expectBadInput } from '../console/console-helpers';
import { useTestApp } from '../support/test-app';

// Commissions through the console: a whole percent from 0 to 100 (or null to fall back), set by
// admins only, audited; anything else is a 400 naming the field and changes nothing.

const t = useTestApp();
let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
});

describe("a vendor's and an experience's commission", () => {
  it.each(['vendors/2', 'experiences/14'])('%s: sets it, clears it, audited', async (subject) => {
    const set = dataOf(
      commission,
      await consolePut(t(), `/${subject}/commission`, { commission_percent: 0 }, who.admin),
    );
    expect(set).toMatchObject({ commission_percent: 0, default_percent: 20 });
    expect((await auditRows(t())).at(-1)?.summary).toBe('commission default → 0%');
    const cleared = await consolePut(t(), `/${subject}/commission`, { commission_percent: null }, who.admin);
    expect(dataOf(commission, cleared).commission_percent).toBeNull();
  });

  it.each([101, -1, 12.5, '20', true])('refuses %s, naming commission_percent', async (value) => {
    await expectBadInput(
      t(),
      consolePut(t(), '/vendors/2/commission', { commission_percent: value }, who.admin),
      {
        status: 400,
        field: 'commission_percent',
        code: 'VALIDATION_FAILED',
      },
    );
  });

  it('is for admins: an ops operator is refused with a code, an unknown one is a 404', async () => {
    const ops = await consolePut(t(), '/vendors/2/commission', { commission_percent: 10 }, who.ops);
    expect(ops.statusCode).toBe(403);
    expect(errorOf(ops).code).toBe('FORBIDDEN');
    const customer = await consolePut(
      t(),
      '/experiences/14/commission',
      { commission_percent: 10 },
      who.customer,
    );
    expect(customer.statusCode).toBe(403);
    for (const path of ['/vendors/99999/commission', '/experiences/99999/commission']) {
      const missing = await consolePut(t(), path, { commission_percent: 10 }, who.admin);
      expect(missing.statusCode, path).toBe(404);
      expect(errorOf(missing).code).toBe('NOT_FOUND');
    }
  });
});
