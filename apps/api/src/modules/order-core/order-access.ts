import { DomainError, isTrackingKeyExpired } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { optionalUser, requireUser } from '../../http/current-user';
import { isTrackingKey } from '../links';
import { findOrderOf } from './orders.repository';

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderOf>>>;

/**
 * The order a tracking call is about: one of the signed-in customer's orders, or any order whose
 * tracking link's key is given (its messages carry it, so the page opens on any device). A wrong
 * key, or another customer's order, is a missing order: it says nothing of the order. A right key
 * past its days (TRACKING_KEY_DAYS after the slot) is refused with a code telling the customer to
 * sign in; one of an earlier key version (the operator replaced the link) is a wrong key.
 */
export async function trackedOrder(
  { db, clock, linkSecret }: Pick<AppContext, 'db' | 'clock' | 'linkSecret'>,
  request: FastifyRequest,
  id: number,
  key: string | undefined,
): Promise<OrderRow> {
  const customerId = key === undefined ? (await requireUser(db, request, clock())).userId : null;
  const row = await findOrderOf(db, { customerId, id });
  if (key !== undefined && !(row && isTrackingKey(linkSecret, id, key, row.order.trackingKeyVersion)))
    throw new DomainError('NOT_FOUND', `Order ${id} was not found`);
  if (!row) throw new DomainError('NOT_FOUND', `Order ${id} was not found`);
  if (key !== undefined && isTrackingKeyExpired(row.order.date, row.order.createdAt, clock()))
    throw new DomainError('TRACKING_LINK_EXPIRED');
  return row;
}

/**
 * The order a change is about (cancel, reschedule, answers): a tracking link's key only shows the
 * order, since the link travels in texts anyone may forward, so a change with a key also needs
 * the order's customer signed in. Without a key it is the signed-in customer's own order.
 */
export async function orderToChange(
  ctx: Pick<AppContext, 'db' | 'clock' | 'linkSecret'>,
  request: FastifyRequest,
  id: number,
  key: string | undefined,
): Promise<OrderRow> {
  const row = await trackedOrder(ctx, request, id, key);
  if (key === undefined) return row;
  const user = await optionalUser(ctx.db, request, ctx.clock());
  if (!user || row.order.customerId === null || user.userId !== row.order.customerId)
    throw new DomainError('TRACKING_LINK_READ_ONLY');
  return row;
}
