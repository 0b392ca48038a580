import { consoleTodayOperations } from '@store/contract/console';
import { ATTENTION_QUEUE_NAMES, ATTENTION_QUEUES } from '@store/domain';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { countAttention } from '../orders/attention.repository';

/** The Today page: how many orders wait in each queue an operator works. */
export function todayRoutes({ app, db, clock }: AppContext): void {
  route(app, consoleTodayOperations.today, async () => {
    const counts = await countAttention(db, ATTENTION_QUEUE_NAMES, clock());
    const queues = ATTENTION_QUEUE_NAMES.map((key) => ({
      key,
      ...ATTENTION_QUEUES[key],
      count: counts[key] ?? 0,
    }));
    return ok({ queues });
  });
}
