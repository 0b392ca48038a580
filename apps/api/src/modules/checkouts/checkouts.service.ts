import { randomBytes } from 'node:crypto';
import type { BookingQuote, City, shareCheckoutBody } from '@store/contract';
import type { Db } from '@store/db';
import {
  couponDiscount,
  DomainError,
  linkUsed,
  maskedCustomer,
  notYourLink,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import { findUserBy } from '../accounts';
import { quoteWithQuestions } from '../booking';
import { checkAnswers } from '../booking-questions';
import { activeCity } from '../cities';
import { couponByCode } from '../coupons';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _checkoutsRepository from './checkouts.repository';
import { findCheckout, insertCheckout } from './checkouts.repository';
import { moneyFor } from './order-money';

const HOUR_MS = 3_600_000;
const EXPIRED = 'This checkout link has expired. Please ask your agent for a new one.';

/** What a link carries beside the draft: the agent's coupon and the answers they took down. */
export type LinkDraft = Omit<z.output<typeof shareCheckoutBody>, 'customer_id' | 'valid_hours'>;

/**
 * POST /v2/share-checkout: an agent prices a draft for one customer and gets a link that holds that
 * price. The coupon and the booking answers are checked now for that customer, and travel with it.
 */
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
  const { body, now, city } = input;
  if (!(await findUserBy(db, { id: body.customer_id }))) {
    throw new DomainError('NOT_FOUND', `Customer ${body.customer_id} was not found`);
  }
  const { customer_id: customerId, valid_hours: hours, ...draft } = body;
  const { quote, questions } = await quoteWithQuestions(db, draft, city, now);
  if (draft.coupon_code) {
    const money = { userId: customerId, cityId: city.id, timeZone: city.time_zone, quote, now };
    const { couponCode } = await moneyFor(
      db,
      { ...money, couponCode: draft.coupon_code, useWallet: false },
      false,
    );
    draft.coupon_code = couponCode ?? undefined;
  }
  if (draft.booking_questions) checkAnswers(questions, draft.booking_questions);
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * HOUR_MS);
  await insertCheckout(db, {
    id,
    agentId: input.agent.userId,
    customerId,
    cityId: city.id,
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

/**
 * A live checkout link. For a signed-in customer (customerId) it must be theirs, and not used yet:
 * someone else's link says whose it is (masked), a used one names its booking.
 */
export async function liveCheckout(db: Db, id: string, now: Date, customerId?: number) {
  const found = await findCheckout(db, id);
  if (!found) throw new DomainError('NOT_FOUND', 'This checkout link does not exist.');
  const { checkout } = found;
  const owner = maskedCustomer(found.customer?.firstName ?? '', found.customer?.mobile ?? null);
  if (customerId !== undefined && checkout.customerId !== null && checkout.customerId !== customerId) {
    throw new DomainError('FORBIDDEN', notYourLink(owner), { checkout_id: notYourLink(owner) });
  }
  if (checkout.expiresAt.getTime() <= now.getTime()) throw validationError({ checkout_id: EXPIRED }, EXPIRED);
  return {
    ...found,
    owner,
    draft: checkout.draft as LinkDraft,
    quote: checkout.quote as unknown as BookingQuote,
  };
}

export function assertUnused(usedBy: number | null): void {
  if (usedBy !== null)
    throw new DomainError('LINK_USED', linkUsed(usedBy), { checkout_id: linkUsed(usedBy) });
}

/** GET /v2/get-checkout-link: what the customer opening the link sees, at the locked price. */
export async function checkoutLinkData(db: Db, id: string, now: Date) {
  const { checkout, agentName, quote, owner, draft, usedBy } = await liveCheckout(db, id, now);
  assertUnused(usedBy);
  const [coupon, city] = await Promise.all([
    draft.coupon_code ? couponByCode(db, draft.coupon_code, checkout.customerId ?? 0) : undefined,
    activeCity(db, String(quote.city_id)),
  ]);
  return {
    checkout_id: checkout.id,
    checkout_data: quote,
    city_name: city?.name ?? quote.selected_city,
    expires_at: checkout.expiresAt.toISOString(),
    agent_name: agentName,
    customer_id: checkout.customerId,
    customer: owner,
    coupon_code: draft.coupon_code ?? null,
    coupon_discount: coupon ? couponDiscount(coupon.coupon, quote.amount) : 0,
    booking_questions: draft.booking_questions ?? [],
  };
}

export function consumeCheckout(...args: Parameters<typeof _checkoutsRepository.consumeCheckout>) {
  return _checkoutsRepository.consumeCheckout(...args);
}
