'use client';

import { CheckoutResult } from '@/modules/checkout/CheckoutResult';
import { OrderTracking } from './OrderTracking';

/** Order tracking (spec section 2, `/track_order/{...}`): the order's summary, then what follows it. */
export function TrackOrder({ orderId }: { orderId: number }) {
  return (
    <CheckoutResult
      trackedOrderId={orderId}
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
