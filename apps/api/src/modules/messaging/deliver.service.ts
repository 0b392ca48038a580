import type { Db } from '@store/db';
import { messageRetryAt, type OrderMessageKind, orderMessage } from '@store/domain';
import { trackingUrl } from '../orders/tracking-link';
import { dueMessages, markSent, markTryFailed } from './messages.repository';
import type { SmsSender } from './sms';

const BATCH = 50;

export type DeliveryReport = { sent: number; failed: number };

/**
 * Sends the messages whose time has come, each through the sender of its channel. A failed send
 * is counted on its row and tried again later with back-off (1, 2, 4, 8, 16 minutes), then kept
 * as failed; one message failing does not stop the others. Runs from the job queue, one pass at a
 * time across processes (the queue's schedule), so a message is not sent twice.
 */
export async function deliverDueMessages(
  db: Db,
  deps: { sms: SmsSender; storeUrl: string; linkSecret: string },
  now: Date,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const due of await dueMessages(db, now, BATCH)) {
    const attempts = due.attempts + 1;
    try {
      if (!due.mobile) throw new Error('the customer has no mobile number');
      if (due.orderId === null || due.experience === null) throw new Error('the order is gone');
      const { text, params } = orderMessage(due.kind as OrderMessageKind, {
        orderId: due.orderId,
        experience: due.experience,
        date: due.date,
        startTime: due.startTime,
        trackingUrl: trackingUrl(deps.storeUrl, deps.linkSecret, due.orderId),
      });
      const texted = { mobile: due.mobile, kind: due.kind as OrderMessageKind, body: text, params };
      const { reference } = await deps.sms.send(db, texted, now);
      await markSent(db, due.id, { recipient: due.mobile, body: text, params, reference, now });
      report.sent += 1;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      const message = `${error instanceof Error ? error.message : String(error)}${cause}`;
      await markTryFailed(db, due.id, { attempts, error: message, retryAt: messageRetryAt(attempts, now) });
      report.failed += 1;
    }
  }
  return report;
}
