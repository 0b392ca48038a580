import { validationError } from '../errors/domain-error';
import { isBookingOpen } from './booking-window';

/** What an add-on needs to know about itself for its notice. */
export type CustomizationNoticeOffer = {
  readonly id: number;
  readonly name: string;
  readonly minHours: number;
};

/**
 * An add-on's own min_hours applies too: a cake needs its notice even if the dinner does not. Checked
 * when a booking is quoted (a later slot helps) and when add-ons are bought for an existing booking
 * (its slot is fixed). The first add-on short of notice is refused, naming its line.
 */
export function assertCustomizationNotice(o: {
  offered: readonly CustomizationNoticeOffer[];
  requested: readonly { readonly customization_id: number }[];
  slotStart: Date;
  now: Date;
  purchase: 'new_booking' | 'existing_booking';
}): void {
  o.requested.forEach((line, index) => {
    const customization = o.offered.find((offer) => offer.id === line.customization_id);
    if (
      !customization ||
      isBookingOpen({ slotStart: o.slotStart, minHours: customization.minHours, now: o.now })
    )
      return;
    const remedy =
      o.purchase === 'new_booking' ? ': choose a later slot or remove it' : ' before the booking';
    const message = `${customization.name} needs ${customization.minHours} hours' notice${remedy}`;
    throw validationError({ [`customizations.${index}`]: message }, message);
  });
}
