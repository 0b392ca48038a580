import { consolePayoutsOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { listStatements } from '../../payouts';
import { operatorOf } from '../console-guard';
import { buildPayouts, changeCommission, markPayoutPaid, payoutCsv, payoutDetail } from './payouts.service';

/** Vendor payouts: statements, their lines and CSV, bringing them up to date, paying them (admins), commissions (admins). */
export function consolePayoutsRoutes({ app, db, clock, linkSecret }: AppContext): void {
  const actorOf = (request: Parameters<typeof operatorOf>[0]) => ({
    userId: operatorOf(request).userId,
    now: clock(),
  });

  route(app, consolePayoutsOperations.payouts, async ({ query }) =>
    ok(
      await listStatements(
        db,
        {
          weekStart: query.week,
          vendorId: query.vendor_id,
          paid: query.status === undefined ? undefined : query.status === 'paid',
        },
        { page: query.page, perPage: query.per_page },
      ),
    ),
  );

  route(app, consolePayoutsOperations.payout, async (request) =>
    ok(await payoutDetail(db, linkSecret, request.params.id, clock())),
  );

  route(app, consolePayoutsOperations.exportPayout, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payout-${request.params.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(await payoutCsv(db, request.params.id)),
  );

  route(app, consolePayoutsOperations.buildPayouts, async (request) =>
    ok(await buildPayouts(db, actorOf(request)), 'Statements brought up to date.'),
  );

  route(app, consolePayoutsOperations.markPayoutPaid, async (request) => {
    const payment = { bankReference: request.body.bank_reference, paidOn: request.body.paid_on };
    return ok(
      await markPayoutPaid(db, linkSecret, actorOf(request), request.params.id, payment),
      'Marked paid.',
    );
  });

  for (const [operation, subject] of [
    [consolePayoutsOperations.vendorCommission, 'vendor'],
    [consolePayoutsOperations.experienceCommission, 'experience'],
  ] as const) {
    route(app, operation, async (request) =>
      ok(
        await changeCommission(
          db,
          actorOf(request),
          subject,
          request.params.id,
          request.body.commission_percent,
        ),
        'Commission saved.',
      ),
    );
  }
}
