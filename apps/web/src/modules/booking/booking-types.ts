import type { SlotTime } from '@store/contract';

/** What the booking island needs of the experience page, handed over by the server component. */
export interface BookingExperience {
  readonly id: number;
  readonly name: string;
  readonly courier: boolean;
  readonly pincodeCategory: number;
  readonly featuredImage: string;
  readonly pageUrl: string;
  /** The city of the page (its short name); every booking call is made for it. */
  readonly city: string;
  readonly cityName: string;
}

/** The date and slot the customer picked, with what the page shows of them. */
export interface PickedSlot {
  readonly date: string;
  readonly slot: SlotTime;
  readonly timeZone: string;
  /** The surge of that date for add-ons, to say so on the add-ons screen. */
  readonly customizationPercent: number;
}
