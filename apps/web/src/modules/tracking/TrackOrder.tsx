'use client';

import { CheckoutResult } from '@/modules/checkout/CheckoutResult';
import type { ServedOrder } from '@/modules/checkout/checkout-api';
import { OrderTracking } from './OrderTracking';

/** Order tracking (spec section 2, `/track_order/{...}`): the order's summary, then what follows it. */
export function TrackOrder({ orderId, served }: { orderId: number; served: ServedOrder | undefined }) {
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
        />
      )}
    />
  );
}
