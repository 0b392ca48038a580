import { consoleInboxOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { decideReview, reviewQueue } from '../../reviews';
import { audited } from '../audit/audited';
import { refreshStore } from '../catalogue/store-refresh';
import { operatorOf } from '../console-guard';

/**
 * Customers' reviews of their bookings, beside the inbox: any operator approves or rejects them,
 * audited. A decision changes what the experience's pages show, so the store is refreshed as after
 * a catalogue change.
 */
export function reviewQueueRoutes({ app, db, clock, catalogueCache, storeRevalidation }: AppContext): void {
  route(app, consoleInboxOperations.reviewQueue, async (request) => ok(await reviewQueue(db, request.query)));

  route(app, consoleInboxOperations.decideReview, async (request) => {
    const { userId } = operatorOf(request);
    const now = clock();
    const { decision } = request.body;
    const decided = await audited(db, { userId, now }, async (tx) => {
      const result = await decideReview(tx, request.params.id, decision, { userId, now });
      return {
        result,
        audit: {
          action: decision === 'approve' ? 'review.approve' : 'review.reject',
          subject: { type: 'review', id: result.id },
          orderId: result.orderId,
          summary: `Review #${result.id} of booking #${result.orderId}: ${result.before} → ${result.status}`,
          before: { status: result.before },
          after: { status: result.status },
        },
      };
    });
    await refreshStore(db, catalogueCache, storeRevalidation, app.log);
    return ok(
      { id: decided.id, status: decided.status },
      decision === 'approve' ? 'Review approved.' : 'Review rejected.',
    );
  });
}
