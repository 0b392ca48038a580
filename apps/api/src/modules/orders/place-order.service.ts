import type { City, PlacedOrder, placeOrderBody } from '@store/contract';
import type { Db, schema } from '@store/db';
import {
  assertOfflineBookingAllowed,
  assertQuotedPrice,
  DomainError,
  initialOrderState,
  linkUsed,
  type PlacementSettings,
  paymentHoldUntil,
  toPaise,
} from '@store/domain';
import type { z } from 'zod';
import { assertOwnAddresses, deliveryAddressFor } from '../addresses';
import { quoteWithQuestions } from '../booking';
import { checkAnswers, insertOrderAnswers } from '../booking-questions';
import { assertUnused, consumeCheckout, liveCheckout, moneyFor, recordMoney } from '../checkouts';
import { resolveCity } from '../cities';
import { countOrderPlaced } from '../observability';
import {
  abandonOrders,
  findOrderOf,
  lockUnpaidOrdersFor,
  offlineHoldFor,
  readySlotForSale,
  type SlotKey,
  type StartedOrder,
  startOrder,
} from '../order-core';
import type { PaymentProvider } from '../payment-provider';
import { toPlacedOrder } from './order.dto';
import { orderRow, withLockedPrice } from './order-row';
import { assertRoomForHold, limitPlacements } from './placement-limits.service';
import { mergedAnswers, requestHash, sameRequest } from './placement-request';

export type Placement = {
  db: Db;
  /** Whose order it is. */
  customer: Customer;
  /** Who placed it: the customer, or an agent booking for them. */
  actorId: number;
  city: City;
  body: z.output<typeof placeOrderBody>;
  method: schema.PaymentMethod;
  /** The Idempotency-Key header: a repeated placement returns the first order. */
  idempotencyKey: string | undefined;
  provider: PaymentProvider;
  /** The client's address: placements are limited per person and per network. */
  ip: string;
  settings: PlacementSettings;
  now: Date;
};

/** Marks a transaction that found the customer's earlier order with the same key. */
class AlreadyPlaced extends Error {}

/** Booking needs a mobile, and a verified one (docs/product.md, "Checkout"). */
export type Customer = { userId: number; mobile: string | null; mobileVerified: boolean };

function assertMobile(who: Customer): void {
  if (!who.mobile) throw new DomainError('MOBILE_MISSING');
  if (!who.mobileVerified) throw new DomainError('MOBILE_NOT_VERIFIED');
}

/**
 * Turns a draft into an order in one transaction: the server's price, the places taken with one
 * conditional update, the order, its first audit row and (online) the provider's order. Nothing
 * is half-written: any refusal rolls all of it back.
 */
export async function placeOrder(p: Placement): Promise<PlacedOrder> {
  const { db, customer: who, method, now } = p;
  assertMobile(who);
  const hash = requestHash(method, p.body);
  // A repeated key answers with the first order even once its link has expired or been used.
  const checkoutKey = p.body.checkout_id ? `checkout:${p.body.checkout_id}` : undefined;
  const idempotencyKey = p.idempotencyKey ?? checkoutKey;
  if (idempotencyKey) {
    const earlier = await findOrderOf(db, { customerId: who.userId, idempotencyKey });
    if (earlier) return sameRequest(earlier, hash);
  }
  // After the replay above: a retried request whose order exists is answered, never refused.
  await limitPlacements(db, p.settings, { userId: p.actorId, ip: p.ip }, now);
  const locked = p.body.checkout_id ? await liveCheckout(db, p.body.checkout_id, now, who.userId) : undefined;
  if (locked) assertUnused(locked.usedBy);
  const city = locked ? await resolveCity(db, String(locked.checkout.cityId)) : p.city;
  // The agent's draft, coupon and answers travel with the link; they are checked again below.
  const body = locked
    ? {
        ...p.body,
        ...locked.draft,
        booking_questions: mergedAnswers(locked.draft.booking_questions, p.body.booking_questions),
      }
    : p.body;
  const slot: SlotKey | undefined =
    body.date && body.slot_id
      ? { experienceId: body.experience_id, cityId: city.id, date: body.date, slotId: body.slot_id }
      : undefined;
  // Booking the same slot again abandons the customer's unpaid orders for it (in the transaction
  // below); until then their coupon use and wallet money count as given back.
  const replaced = slot ? await readySlotForSale(db, now, slot, who.userId) : [];
  const releasing = {
    orderIds: replaced.map((o) => o.id),
    walletMoney: replaced.reduce((sum, o) => sum + o.cashUsed, 0),
  };
  const { quote: live, questions } = await quoteWithQuestions(db, body, city, now);
  const quote = locked ? withLockedPrice(live, locked.quote) : live;
  const moneyInput = {
    userId: who.userId,
    cityId: city.id,
    timeZone: city.time_zone,
    quote,
    couponCode: body.coupon_code,
    useWallet: body.use_wallet,
    now,
  };
  const preview = await moneyFor(db, moneyInput, false, releasing);
  assertQuotedPrice(preview.payable, body.amount, 'booking');
  if (method === 'offline') {
    assertOfflineBookingAllowed({
      allowed: quote.offline_available,
      byAgentForCustomer: p.actorId !== who.userId,
    });
  }
  if (method === 'cod' && !quote.cod_available) {
    const message = 'Cash on delivery is not available for this experience.';
    throw new DomainError('COD_UNAVAILABLE', message, { payment_method: message });
  }
  const answers = checkAnswers(questions, body.booking_questions);
  await assertOwnAddresses(db, who.userId, answers);
  const delivery = await deliveryAddressFor(db, who.userId, body.address_id, {
    cityId: city.id,
    pincode: quote.pincode,
  });
  const offlineHold = method === 'offline' ? await offlineHoldFor(db, slot, now) : null;
  // Only a booking that will wait unpaid holds places; an agent booking for a customer answers for
  // it and is not refused (their placements are limited per person above).
  const holdLimit =
    (method === 'offline' || (method === 'online' && preview.payable > 0)) && p.actorId === who.userId
      ? { customerId: who.userId, limit: p.settings.unpaidHolds }
      : undefined;
  if (holdLimit) await assertRoomForHold(db, { ...holdLimit, replacing: replaced.length }, now);
  // The provider's order is made before the transaction: a network call never holds a slot row lock.
  const providerOrder =
    method === 'online' && preview.payable > 0
      ? await p.provider.createOrder({
          amountPaise: toPaise(preview.payable),
          currency: 'INR',
          receipt: `${who.userId}-${now.getTime()}`,
        })
      : undefined;
  let started: StartedOrder | undefined;
  try {
    started = await db.transaction(async (tx) => {
      if (slot) {
        const stale = await lockUnpaidOrdersFor(tx, who.userId, slot);
        await abandonOrders(tx, stale, { now, actorId: p.actorId });
      }
      if (holdLimit) await assertRoomForHold(tx, { ...holdLimit, locked: true }, now);
      const money = await moneyFor(tx, moneyInput, true);
      if (money.payable !== preview.payable) {
        throw new DomainError(
          'PRICE_CHANGED',
          'Your coupon or wallet changed while booking. Please review your booking.',
        );
      }
      // Paid in full by coupon and wallet: nothing is left for a provider to collect.
      const status = initialOrderState(method, providerOrder !== undefined);
      const created = await startOrder(
        tx,
        orderRow({
          customerId: who.userId,
          quote,
          money,
          status,
          method,
          holdExpiresAt: providerOrder ? paymentHoldUntil(now) : offlineHold,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
          agentId: locked?.checkout.agentId ?? null,
          delivery,
          now,
        }),
        {
          cause: `booked (${method})`,
          actorId: p.actorId,
          now,
          payment: providerOrder && {
            provider: p.provider.name,
            providerOrderId: providerOrder.providerOrderId,
            amount: money.payable,
          },
        },
      );
      if (created === undefined) throw new AlreadyPlaced();
      const { id } = created.order;
      if (locked && !(await consumeCheckout(tx, locked.checkout.id, id))) {
        const message = linkUsed((await liveCheckout(tx, locked.checkout.id, now)).usedBy ?? 0);
        throw new DomainError('LINK_USED', message, { checkout_id: message });
      }
      await recordMoney(tx, money, { id, userId: who.userId, now });
      await insertOrderAnswers(tx, id, answers, now);
      return created;
    });
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
  }
  if (started) {
    countOrderPlaced('booking', method);
    // Answered from what the transaction wrote: the order is not read again.
    return toPlacedOrder(started);
  }
  // A duplicate that lost the race reads the order the first request made.
  const placed = await findOrderOf(db, { customerId: who.userId, idempotencyKey: idempotencyKey ?? '' });
  if (!placed) throw new Error('the order just placed was not found');
  return sameRequest(placed, hash);
}
