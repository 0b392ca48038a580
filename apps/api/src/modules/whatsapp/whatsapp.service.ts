import type { WhatsappOptIn } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, isAgent } from '@store/domain';
import type { CurrentUser } from '../../http/current-user';
import { findUserBy } from '../accounts';
import { upsertOptIn } from './whatsapp.repository';

/**
 * POST /v2/add-whatsapp-user: a customer sets their own choice; an agent (or operator) may set it
 * for a customer at checkout. Anyone else's is a 403.
 */
export async function setWhatsappOptIn(
  db: Db,
  who: CurrentUser,
  input: { user_id: number; checked: boolean },
  now: Date,
): Promise<WhatsappOptIn> {
  if (input.user_id !== who.userId) {
    if (!isAgent(who.role)) {
      throw new DomainError('FORBIDDEN', 'You can only change your own WhatsApp updates.');
    }
    const customer = await findUserBy(db, { id: input.user_id });
    if (!customer) throw new DomainError('NOT_FOUND', `Customer ${input.user_id} was not found`);
    if (customer.role !== 'user') {
      throw new DomainError('FORBIDDEN', 'Agents can change WhatsApp updates for customers only.');
    }
  }
  const stored = await upsertOptIn(db, {
    userId: input.user_id,
    checked: input.checked,
    updatedBy: who.userId,
    updatedAt: now,
  });
  return { user_id: stored.userId, checked: stored.checked, updated_at: stored.updatedAt.toISOString() };
}
