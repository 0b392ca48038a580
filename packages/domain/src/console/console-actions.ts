/**
 * Every action the operator console can take, by the stable name its audit row keeps
 * (`<subject>.<verb>`), with its words. A new screen that changes something adds its action here
 * first. (Literals only: the store imports this package and must carry none of it.)
 */
export const CONSOLE_ACTION_NAMES = [
  'session.sign_in',
  'session.sign_out',
  'order.note',
  'order.cancel',
  'order.refund',
  'order.assign_vendor',
  'order.resend_request',
  'order.complete',
  'order.cash_collected',
  'user.role',
  // People, vendors, inbox (console-people)
  'user.wallet',
  'vendor.update',
  'inbox.status',
] as const;

export type ConsoleAction = (typeof CONSOLE_ACTION_NAMES)[number];

export const CONSOLE_ACTIONS: Readonly<Record<ConsoleAction, string>> = {
  'session.sign_in': 'Signed in to the console',
  'session.sign_out': 'Signed out of the console',
  'order.note': 'Added a note',
  'order.cancel': 'Cancelled the order',
  'order.refund': 'Refunded money',
  'order.assign_vendor': 'Assigned a vendor',
  'order.resend_request': 'Sent the vendor request again',
  'order.complete': 'Marked done',
  'order.cash_collected': 'Recorded cash collected',
  'user.role': 'Changed a role',
  // People, vendors, inbox (console-people)
  'user.wallet': 'Adjusted a wallet',
  'vendor.update': 'Changed a vendor',
  'inbox.status': 'Set an inbox status',
};
