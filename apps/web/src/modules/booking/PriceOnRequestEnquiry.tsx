'use client';

import { PRICE_ON_REQUEST_TEXT } from '@store/api-client';
import { lazy, Suspense } from 'react';
import type { BookingExperience } from './booking-types';

// Its own chunk: most experience pages book, and only those priced on request carry the form.
const GroupBookingStep = lazy(() =>
  import('./GroupBookingStep').then((m) => ({ default: m.GroupBookingStep })),
);

/** The booking box of an experience priced on request: the enquiry its team answers with a price. */
export function PriceOnRequestEnquiry({ experience }: { experience: BookingExperience }) {
  return (
    <div data-testid="price-on-request-enquiry">
      <Suspense fallback={<p>{PRICE_ON_REQUEST_TEXT}</p>}>
        <GroupBookingStep experience={experience} lead={PRICE_ON_REQUEST_TEXT} />
      </Suspense>
    </div>
  );
}
