/**
 * Every action the operator console can take, by the stable name its audit row keeps
 * (`<subject>.<verb>`), with its words. A new screen that changes something adds its action here
 * first. (Literals only: the store imports this package and must carry none of it.)
 */
export const CONSOLE_ACTION_NAMES = [
  'session.sign_in',
  'session.sign_out',
  'session.factor_enrol',
  'session.recovery_codes',
  'session.change_password',
  'session.change_email',
  'order.note',
  'order.cancel',
  'order.refund',
  'order.assign_vendor',
  'order.resend_request',
  'order.complete',
  'order.cash_collected',
  'order.tracking_link',
  'user.role',
  // Catalogue (admins only)
  'experience.create',
  'experience.update',
  'experience.image',
  'customization.update',
  'tag.update',
  'category.update',
  'region.update',
  // Availability, pincodes and coupons (issue 16, item 4)
  'slot.open',
  'slot.capacity',
  'slot.close_date',
  'pattern.create',
  'surge.create',
  'surge.delete',
  'pincode.save',
  'pincode.delete',
  'coupon.create',
  'coupon.change',
  'giftcode.create',
  // People, vendors, inbox (console-people)
  'user.wallet',
  'vendor.update',
  'inbox.status',
] as const;

export type ConsoleAction = (typeof CONSOLE_ACTION_NAMES)[number];

export const CONSOLE_ACTIONS: Readonly<Record<ConsoleAction, string>> = {
  'session.sign_in': 'Signed in to the console',
  'session.sign_out': 'Signed out of the console',
  'session.factor_enrol': 'Set up an authenticator',
  'session.recovery_codes': 'Made new recovery codes',
  'session.change_password': 'Changed their password',
  'session.change_email': 'Changed their email',
  'order.note': 'Added a note',
  'order.cancel': 'Cancelled the order',
  'order.refund': 'Refunded money',
  'order.assign_vendor': 'Assigned a vendor',
  'order.resend_request': 'Sent the vendor request again',
  'order.complete': 'Marked done',
  'order.cash_collected': 'Recorded cash collected',
  'order.tracking_link': 'Replaced the tracking link',
  'user.role': 'Changed a role',
  // Catalogue (admins only)
  'experience.create': 'Created an experience',
  'experience.update': 'Changed an experience',
  'experience.image': 'Uploaded an experience image',
  'customization.update': 'Changed an add-on',
  'tag.update': 'Changed a tag',
  'category.update': 'Changed a category',
  'region.update': 'Changed a region',
  // Availability, pincodes and coupons (issue 16, item 4)
  'slot.open': 'Opened a slot',
  'slot.capacity': "Changed a slot's capacity",
  'slot.close_date': 'Closed a date',
  'pattern.create': 'Added a weekly pattern',
  'surge.create': 'Added a date surge',
  'surge.delete': 'Removed a date surge',
  'pincode.save': 'Saved a pincode',
  'pincode.delete': 'Removed a pincode',
  'coupon.create': 'Created a coupon',
  'coupon.change': 'Changed a coupon',
  'giftcode.create': 'Created a gift code',
  // People, vendors, inbox (console-people)
  'user.wallet': 'Adjusted a wallet',
  'vendor.update': 'Changed a vendor',
  'inbox.status': 'Set an inbox status',
};
