import type { addTaskCustomizationBody, TaskCustomizations } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, isOpenForCustomizations } from '@store/domain';
import type { z } from 'zod';
import { resolveCity } from '../cities';
import { findOrderOf } from '../order-core';
import { priceCustomizationsFor } from './customization-price';

/**
 * POST /v5/add_task_customization: one more add-on for a booking already paid, priced by the server
 * with those chosen so far, so the tracking page shows the server's total before the customer pays
 * (book_order_customisation charges exactly it). An add-on already chosen is not added again
 * (docs/product.md, "Add-ons (customizations)"): its quantity is changed instead.
 */
export async function addTaskCustomization(
  db: Db,
  customerId: number,
  body: z.output<typeof addTaskCustomizationBody>,
  now: Date,
): Promise<TaskCustomizations> {
  const found = await findOrderOf(db, { customerId, id: body.order_id });
  if (!found) throw new DomainError('NOT_FOUND', `Order ${body.order_id} was not found`);
  const { order } = found;
  if (order.kind !== 'booking' || !isOpenForCustomizations(order.status)) {
    throw new DomainError(
      'CUSTOMIZATIONS_CLOSED',
      'Add-ons can be bought only for a booking that is paid or confirmed.',
    );
  }
  const added = body.customization;
  if (body.customizations.some((c) => c.customization_id === added.customization_id)) {
    throw new DomainError(
      'CUSTOMIZATION_ALREADY_CHOSEN',
      `Add-on ${added.customization_id} is already chosen: change its quantity instead.`,
    );
  }
  const city = await resolveCity(db, String(order.cityId));
  const price = await priceCustomizationsFor(db, order, city, [...body.customizations, added], now);
  return { customizations: price.customizations, amount: price.amount };
}
