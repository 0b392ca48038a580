import type { ConsoleOrderRow } from '@store/contract/console';
import type { DeliveryAddress } from '@store/db';
import { isOrderState, ORDER_STATE_LABELS, to12Hour } from '@store/domain';
import type { ConsoleOrderRowData } from './console-orders.repository';

export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A row of the console's order list (and the head of an order's page). */
export function toConsoleOrderRow(r: ConsoleOrderRowData): ConsoleOrderRow {
  const { order } = r;
  if (!isOrderState(order.status)) throw new Error(`order ${order.id} has an unknown state`);
  return {
    id: order.id,
    status: order.status,
    status_label: ORDER_STATE_LABELS[order.status],
    kind: order.kind,
    experience: { id: order.experienceId, name: r.experienceName },
    city: { id: order.cityId, name: r.cityName },
    date: order.date,
    time: r.startTime ? to12Hour(r.startTime) : null,
    customer:
      order.customerId === null
        ? null
        : {
            id: order.customerId,
            name: fullName(r.customerFirstName, r.customerLastName) || `Customer #${order.customerId}`,
            mobile: r.customerMobile,
          },
    vendor:
      r.vendorId === null || r.vendorName === null || r.requestStatus === null
        ? null
        : { id: r.vendorId, name: r.vendorName, request_status: r.requestStatus },
    amount: order.amount,
    payment_method: order.paymentMethod,
    created_at: order.createdAt.toISOString(),
  };
}

/** The delivery address in one line, as an operator reads it out on the phone. */
export function addressLine(a: DeliveryAddress | null): string | null {
  if (!a) return null;
  return [a.name, a.mobile, a.line1, a.line2, a.landmark, a.pincode].filter(Boolean).join(', ');
}
