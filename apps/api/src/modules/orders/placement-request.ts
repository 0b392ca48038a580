import { createHash } from 'node:crypto';
import type { PlacedOrder } from '@store/contract';
import { DomainError } from '@store/domain';
import type { findOrderOf } from '../order-core';
import { toPlacedOrder } from './order.dto';

/** The request an Idempotency-Key stands for: its path (payment method) and its parsed body. */
export function requestHash(method: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, body]))
    .digest('hex');
}

type Earlier = NonNullable<Awaited<ReturnType<typeof findOrderOf>>>;

/** A repeated key returns the first order, but only for the same request (else 422). */
export function sameRequest(earlier: Earlier, hash: string): PlacedOrder {
  if (earlier.order.requestHash !== null && earlier.order.requestHash !== hash) {
    throw new DomainError('IDEMPOTENCY_MISMATCH', undefined, {
      'idempotency-key': 'was already used for a different request',
    });
  }
  return toPlacedOrder(earlier);
}

/** The link's answers, with any the customer gave at checkout in their place. */
export function mergedAnswers<A extends { id: number }>(
  fromLink: readonly A[] = [],
  fromCustomer: readonly A[] = [],
) {
  const mine = new Set(fromCustomer.map((a) => a.id));
  return [...fromLink.filter((a) => !mine.has(a.id)), ...fromCustomer];
}
