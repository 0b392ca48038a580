'use client';

import { CheckoutResult } from '@/modules/checkout/CheckoutResult';
import { OrderTracking } from './OrderTracking';
import type { ServedTracking } from './tracking-api';

/** Order tracking (docs/product.md, "Order tracking"): the order's summary, then what follows it. */
export function TrackOrder({ orderId, served }: { orderId: number; served: ServedTracking | undefined }) {
  return (
    <CheckoutResult
      trackedOrderId={orderId}
      served={served}
      renderTracking={(order, trackingKey, reload) => (
        // A change made below (cancelled, moved) starts its sections afresh from the reloaded order.
        <OrderTracking
          key={`${order.status}:${order.date}:${order.slot_id}`}
          order={order}
          trackingKey={trackingKey}
          onChanged={reload}
          // The server's reading of the sections belongs to the order it read, not to one reloaded since.
          served={order === served?.order ? served.sections : undefined}
        />
      )}
    />
  );
}
