import { ATTENTION_QUEUE_NAMES } from '@store/domain';
import { z } from 'zod';

/** One queue of the Today page: how many orders wait in it (its list: /orders?attention=key). */
export const attentionCount = z.object({
  key: z.enum(ATTENTION_QUEUE_NAMES),
  label: z.string(),
  description: z.string(),
  count: z.number().int().min(0),
});

// ── GET /admin/v1/today ──
export const todayQueues = z.object({ queues: z.array(attentionCount) });
