import { randomBytes } from 'node:crypto';
import type { BookingQuote, City, shareCheckoutBody } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import { findUserBy } from '../accounts/users.repository';
import { quoteDraft } from '../booking/quote.service';
import { findCheckout, insertCheckout } from './checkouts.repository';

const HOUR_MS = 3_600_000;
const EXPIRED = 'This checkout link has expired. Please ask your agent for a new one.';

/** POST /v2/share-checkout: an agent prices a draft for a customer and gets a link that holds that price. */
export async function shareCheckout(
  db: Db,
  input: {
    agent: CurrentUser;
    city: City;
    body: z.output<typeof shareCheckoutBody>;
    storeOrigin: string;
    now: Date;
  },
) {
  const { body, now } = input;
  if (body.customer_id !== undefined && !(await findUserBy(db, { id: body.customer_id }))) {
    throw new DomainError('NOT_FOUND', `Customer ${body.customer_id} was not found`);
  }
  const { customer_id: customerId, valid_hours: hours, ...draft } = body;
  const quote = await quoteDraft(db, draft, input.city, now);
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * HOUR_MS);
  await insertCheckout(db, {
    id,
    agentId: input.agent.userId,
    customerId: customerId ?? null,
    cityId: input.city.id,
    draft,
    quote,
    amount: quote.amount,
    expiresAt,
    createdAt: now,
  });
  return {
    checkout_id: id,
    checkout_link: `${input.storeOrigin}/checkout?checkout_id=${id}`,
    expires_at: expiresAt.toISOString(),
    amount: quote.amount,
  };
}

/** A live checkout link, for its customer (or anyone, when it names none). */
export async function liveCheckout(db: Db, id: string, now: Date, customerId?: number) {
  const found = await findCheckout(db, id);
  if (!found) throw new DomainError('NOT_FOUND', 'This checkout link does not exist.');
  const { checkout } = found;
  if (customerId !== undefined && checkout.customerId !== null && checkout.customerId !== customerId) {
    throw new DomainError('NOT_FOUND', 'This checkout link does not exist.');
  }
  if (checkout.expiresAt.getTime() <= now.getTime()) throw validationError({ checkout_id: EXPIRED }, EXPIRED);
  return { ...found, quote: checkout.quote as unknown as BookingQuote };
}

/** GET /v2/get-checkout-link: what the customer opening the link sees, at the locked price. */
export async function checkoutLinkData(db: Db, id: string, now: Date) {
  const { checkout, agentName, quote } = await liveCheckout(db, id, now);
  return {
    checkout_id: checkout.id,
    checkout_data: quote,
    expires_at: checkout.expiresAt.toISOString(),
    agent_name: agentName,
    customer_id: checkout.customerId,
  };
}
