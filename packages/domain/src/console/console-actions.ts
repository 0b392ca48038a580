/**
 * Every action the operator console can take, by the stable name its audit row keeps
 * (`<subject>.<verb>`). A new screen that changes something adds its action here first.
 */
export const CONSOLE_ACTIONS = {
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
} as const;

export type ConsoleAction = keyof typeof CONSOLE_ACTIONS;

export const CONSOLE_ACTION_NAMES = Object.keys(CONSOLE_ACTIONS) as [ConsoleAction, ...ConsoleAction[]];
