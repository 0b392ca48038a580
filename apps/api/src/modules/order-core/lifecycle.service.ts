import type { Db } from '@store/db';
import {
  assertOrderMove,
  type CancelNotice,
  cancelNoticeData,
  customizationItemsText,
  DomainError,
  decideOrder,
  isOrderState,
  type OrderEvent,
  type OrderMessageKind,
  type OrderMove,
  type OrderState,
  orderMessagesFor,
  UNPAID_STATES,
} from '@store/domain';
import { queueOrderMessages, queueVendorUpdate } from '../messaging';
import { ordersToDispatch } from '../signals';
import { earnReferral, insertWalletTransaction } from '../wallet';
import {
  bumpTrackingKeyVersion,
  clearDeliveryAddresses,
  type InsertedOrder,
  insertOrder,
  insertOrderEvent,
  insertOrderNote,
  type LockedOrder,
  lockCapacities,
  lockExpiredHolds,
  lockOrder,
  moveOrder,
  releaseCapacity,
  setCapacity,
  setOrderSlot,
  setReviewOptIn,
  takeCapacity,
} from './lifecycle.repository';
import type { ProviderOrder } from './order-start';
import type { SlotKey } from './orders.repository';
import { vendorHoldingOrder } from './vendor-holding.repository';

/**
 * The one writer of an order's state, its audit rows and its slot's capacity
 * (docs/architecture.md, "Orders: one writer, places taken in one update").
 * Every function runs in the caller's transaction; the domain's order process decides, this applies.
 */

type Who = { now: Date; actorId?: number | null };

const slotOf = (o: LockedOrder): SlotKey | undefined =>
  o.date === null || o.slotId === null
    ? undefined
    : { experienceId: o.experienceId, cityId: o.cityId, date: o.date, slotId: o.slotId };

/** The customer's money reached us for this order (a late payment going back does not count). */
const moneyReceived = (event: OrderEvent, move: OrderMove) =>
  (event.type === 'paid' && move.to !== 'refund_due' && move.to !== 'expired') ||
  event.type === 'cash_collected';

const isUnpaid = (state: OrderState) => (UNPAID_STATES as readonly OrderState[]).includes(state);

/**
 * A new order with its first state: its places taken (a full slot refuses it), its first audit
 * row and, for one paid online, the provider's order it waits on. Undefined when the customer
 * already placed one with the same idempotency key (nothing is written then).
 */
export async function startOrder(
  tx: Db,
  row: Parameters<typeof insertOrder>[1],
  start: Who & { cause: string; payment?: ProviderOrder },
): Promise<StartedOrder | undefined> {
  const first = { cause: start.cause, actorId: start.actorId ?? null, createdAt: start.now };
  const inserted = await insertOrder(tx, row, first, start.payment);
  if (inserted === undefined) return undefined;
  // Thrown in the caller's transaction, which then rolls the order back with the rest.
  if (!inserted.placesTaken) {
    throw new DomainError('SLOT_FULL', undefined, { slot_id: 'This slot is full.' });
  }
  const { order, payment } = inserted;
  const customization = order.kind === 'customisation';
  const kinds = orderMessagesFor({ from: null, to: row.status, event: null, customization });
  await tellOfMove(tx, order, kinds, start);
  // Placed (cash on delivery, or paid by coupon and wallet): its vendor may hear at once.
  if (row.status === 'placed') ordersToDispatch();
  return { order, payment };
}

/** The order as written, and the provider's order it waits on: enough to answer the placement. */
export type StartedOrder = Omit<InsertedOrder, 'placesTaken'>;

/** Fields that change with a move: how a confirmed offline booking is paid, and its new hold. */
type With = { holdExpiresAt?: Date | null; paymentMethod?: 'online' | 'cod' };

export type Applied = { order: LockedOrder; move: OrderMove };

/**
 * Applies an event to an order: locks its row, asks the order process, and writes the move with
 * its effects (places, wallet money, audit row). A refusal is a 409 and writes nothing.
 */
export async function applyOrderEvent(
  tx: Db,
  orderId: number,
  event: OrderEvent,
  who: Who & { with?: With; notice?: CancelNotice },
): Promise<Applied> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  return applyToLocked(tx, order, event, who);
}

async function applyToLocked(
  tx: Db,
  order: LockedOrder,
  event: OrderEvent,
  who: Who & { with?: With; notice?: CancelNotice },
): Promise<Applied> {
  const from = order.status;
  if (!isOrderState(from)) throw new Error(`order ${order.id} has an unknown state ${from}`);
  let move = assertOrderMove(decideOrder(from, event));
  const slot = slotOf(order);
  if (slot && move.effects.capacity === 'take' && !(await takeCapacity(tx, slot, order.quantity))) {
    if (!move.ifNoPlaces) throw new DomainError('SLOT_FULL', undefined, { slot_id: 'This slot is full.' });
    move = move.ifNoPlaces;
  }
  // Places are given back only by a change of state (effectsOf), in the statement writing it.
  const release =
    slot && move.effects.capacity === 'release' ? { ...slot, quantity: order.quantity } : undefined;
  await moveWalletMoney(tx, order, event, move, who.now);
  const audit = { cause: move.cause, actorId: who.actorId ?? null };
  if (move.to !== from) {
    // A paid, confirmed or ended order no longer waits on a payment hold; an expired one keeps
    // the time its hold ran out.
    const holdEnds = !isUnpaid(move.to) && move.to !== 'expired';
    await moveOrder(
      tx,
      order.id,
      {
        from,
        status: move.to,
        now: who.now,
        paymentMethod: who.with?.paymentMethod,
        holdExpiresAt: holdEnds ? null : who.with?.holdExpiresAt,
        release,
      },
      audit,
    );
  } else {
    await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: move.to,
      ...audit,
      createdAt: who.now,
    });
  }
  // The customer hears of it in the same transaction's outbox: sent later, never lost, never twice.
  const customization = order.kind === 'customisation';
  const kinds = orderMessagesFor({ from, to: move.to, event: event.type, customization });
  await tellOfMove(tx, order, kinds, who);
  if (order.customerId !== null && moneyReceived(event, move))
    await earnReferral(tx, order.customerId, who.now);
  if (move.to === 'placed' && from !== 'placed') ordersToDispatch();
  return { order, move };
}

/**
 * Queues a move's messages. A cancellation's message carries its notice (who, why, the money back
 * and where). Paid add-ons are told as what was added to which booking: on the booking (its
 * tracking link and slot), once per add-on order, and to the vendor asked for or holding the
 * booking now; a vendor asked later sees them on the booking's page.
 */
async function tellOfMove(
  tx: Db,
  order: LockedOrder,
  kinds: readonly OrderMessageKind[],
  who: Who & { notice?: CancelNotice },
) {
  const data = who.notice && kinds.includes('order_cancelled') ? cancelNoticeData(who.notice) : undefined;
  const own = kinds.filter((kind) => kind !== 'add_ons_paid');
  await queueOrderMessages(tx, order, own, who.now, undefined, data);
  if (own.length === kinds.length || order.parentOrderId === null) return;
  const bookingId = order.parentOrderId;
  const items = customizationItemsText(order.customizations);
  const booking = { id: bookingId, customerId: order.customerId };
  await queueOrderMessages(tx, booking, ['add_ons_paid'], who.now, `add-ons-${order.id}`, { items });
  const holder = await vendorHoldingOrder(tx, bookingId);
  if (!holder) return;
  const update = { orderId: bookingId, change: 'add_ons', ref: String(order.id), items } as const;
  await queueVendorUpdate(
    tx,
    { ...update, vendorId: holder.vendorId, whatsappOptIn: holder.whatsappOptIn },
    who.now,
  );
}

/** The wallet money an order used goes back when it ends, and is taken again if it comes back. */
async function moveWalletMoney(tx: Db, order: LockedOrder, event: OrderEvent, move: OrderMove, now: Date) {
  if (move.effects.wallet === 'none' || order.cashUsed <= 0 || order.customerId === null) return;
  const back = move.effects.wallet === 'refund';
  // A cancellation gives back the policy's share of the wallet money; every other end gives all.
  const amount = back && event.type === 'cancelled' ? (event.walletBack ?? order.cashUsed) : order.cashUsed;
  if (amount <= 0) return;
  await insertWalletTransaction(tx, {
    userId: order.customerId,
    amount: back ? amount : -amount,
    kind: back ? 'refund' : 'checkout',
    orderId: order.id,
    note: walletNote(order, event, move),
    createdAt: now,
  });
}

function walletNote(order: LockedOrder, event: OrderEvent, move: OrderMove): string {
  if (move.effects.wallet === 'retake') return `Order #${order.id}, paid after its hold ran out`;
  if (event.type === 'abandoned') return `Order #${order.id} was replaced by a new booking`;
  if (event.type === 'hold_expired') {
    return move.from === 'offline_pending'
      ? `Offline booking #${order.id} was not confirmed in time`
      : `Order #${order.id} was not paid in time`;
  }
  return `Order #${order.id} was ${move.to === 'refund_due' ? 'cancelled: refund due' : 'cancelled'}`;
}

/**
 * A customer deleted their account: their orders stay for accounting, but without the delivery
 * address they carried (who received it, their number and where), with an audit row each.
 */
export async function anonymiseOrdersOf(tx: Db, customerId: number, now: Date): Promise<void> {
  for (const order of await clearDeliveryAddresses(tx, customerId)) {
    await noteOnOrder(tx, order.id, 'customer deleted their account: personal data erased', now);
  }
}

/**
 * Something worth keeping in the order's audit trail that does not change its state (a second
 * capture kept for a refund, a refund's step). The row keeps the state the order is in as it is
 * written, never one the caller supposes: a partial refund of a confirmed booking says confirmed.
 */
export async function noteOnOrder(tx: Db, orderId: number, cause: string, now: Date): Promise<void> {
  if (!(await insertOrderNote(tx, orderId, { cause, createdAt: now })))
    throw new Error(`order ${orderId} was not there to note`);
}

/**
 * Expires unpaid orders whose hold is over, of one slot or all: each gives back its places and
 * wallet money with an audit row. Returns how many ended.
 */
export async function expireHolds(tx: Db, now: Date, slot?: SlotKey): Promise<number> {
  const due = await lockExpiredHolds(tx, now, slot);
  for (const order of due) await applyToLocked(tx, order, { type: 'hold_expired' }, { now });
  return due.length;
}

/**
 * An operator sets the capacities of an experience's slots on one date in a city (change a
 * capacity, close a date). Unpaid orders whose hold is over give their places back first, so only
 * real bookings count; `capacityOf` then says each slot's new capacity from what is booked (and
 * refuses, throwing, one below it). Returns each slot before and after; none when the date has no
 * slot (of that id).
 */
export async function setSlotCapacities(
  tx: Db,
  key: Omit<SlotKey, 'slotId'> & { slotId?: number },
  capacityOf: (slot: { capacity: number; booked: number }) => number,
  who: { now: Date; note: string },
) {
  const locked = await lockCapacities(tx, key);
  for (const slot of locked) await expireHolds(tx, who.now, { ...key, slotId: slot.slotId });
  const changed = [];
  for (const slot of await lockCapacities(tx, key)) {
    const capacity = capacityOf(slot);
    const after = await setCapacity(tx, { ...key, slotId: slot.slotId }, capacity, who.note);
    if (!after)
      throw new DomainError('CAPACITY_BELOW_BOOKED', `Slot ${slot.slotId} has more booked than ${capacity}.`);
    changed.push({ id: slot.id, slotId: slot.slotId, before: slot, after });
  }
  return changed;
}

/**
 * A booking moves to another slot of its experience (the customer's reschedule): the new slot's
 * places are taken with the same conditional update as a booking (a full slot refuses it and
 * nothing changes), the old ones given back, and an audit row kept. The state does not change.
 */
export async function moveOrderSlot(
  tx: Db,
  orderId: number,
  to: { date: string; slotId: number },
  who: Who & { cause: string },
): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  const from = order && slotOf(order);
  if (!order || !from) throw new DomainError('NOT_FOUND', `Order ${orderId} has no slot to move`);
  const target = { ...from, date: to.date, slotId: to.slotId };
  if (!(await takeCapacity(tx, target, order.quantity))) {
    throw new DomainError('SLOT_FULL', undefined, { slot_id: 'This slot is full.' });
  }
  await releaseCapacity(tx, from, order.quantity);
  await setOrderSlot(tx, order.id, { ...to, now: who.now });
  await insertOrderEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    cause: who.cause,
    actorId: who.actorId ?? null,
    createdAt: who.now,
  });
  return order;
}

/**
 * The customer booked the same slot again: these unpaid orders of theirs, locked in this transaction
 * (orders.repository's lockUnpaidOrdersFor), give way to the new one.
 */
export async function abandonOrders(tx: Db, locked: LockedOrder[], who: Who): Promise<void> {
  for (const order of locked) await applyToLocked(tx, order, { type: 'abandoned' }, who);
}

/**
 * The customer turned the review opt-in of a booking on or off: kept on the order (the review
 * request reads it when it is sent) with an audit row saying when, which the operators can see.
 */
export async function recordReviewOptIn(
  tx: Db,
  order: { id: number },
  optedIn: boolean,
  now: Date,
): Promise<void> {
  await setReviewOptIn(tx, order.id, optedIn, now);
  await noteOnOrder(tx, order.id, `review opt-in turned ${optedIn ? 'on' : 'off'}`, now);
}

/**
 * An operator replaces an order's tracking link: the version its key signs goes up, so every key
 * given before stops at once. The order's state does not change.
 */
export const replaceTrackingKey = (tx: Db, orderId: number) => bumpTrackingKeyVersion(tx, orderId);
