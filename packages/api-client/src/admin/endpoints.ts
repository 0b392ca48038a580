import type { emptyResult } from '@store/contract';
import type * as a from '@store/contract/admin';
import { endpoint as e } from '../endpoint';

/**
 * Every call of the operator console's API (issue 16), typed by the contract's schemas as the store's
 * calls are (../endpoints.ts). Its own entry point (`@store/api-client/admin`): the storefront never
 * imports it, so none of it reaches the store's bundles.
 */
export const adminEndpoints = {
  // Sign-in: the password, then the texted code; who is signed in; out.
  passwordStep: e<{ reply: typeof a.consoleChallenge; body: typeof a.consolePasswordBody }>()(
    'POST',
    '/admin/v1/session/password',
  ),
  codeStep: e<{ reply: typeof a.consoleSession; body: typeof a.consoleCodeBody }>()(
    'POST',
    '/admin/v1/session/code',
  ),
  session: e<{ reply: typeof a.consoleOperator }>()('GET', '/admin/v1/session'),
  signOut: e<{ reply: typeof emptyResult }>()('DELETE', '/admin/v1/session'),
  // Today, lookups
  today: e<{ reply: typeof a.todayQueues }>()('GET', '/admin/v1/today'),
  lookups: e<{ reply: typeof a.consoleLookups }>()('GET', '/admin/v1/lookups'),
  // Orders
  orders: e<{ reply: typeof a.consoleOrderList; query: typeof a.consoleOrderListQuery }>()(
    'GET',
    '/admin/v1/orders',
  ),
  order: e<{ reply: typeof a.consoleOrderDetail }>()('GET', '/admin/v1/orders/:id'),
  vendorOptions: e<{ reply: typeof a.vendorOptions }>()('GET', '/admin/v1/orders/:id/vendors'),
  addNote: e<{ reply: typeof a.consoleOrderDetail; body: typeof a.orderNoteBody }>()(
    'POST',
    '/admin/v1/orders/:id/notes',
  ),
  cancelOrder: e<{ reply: typeof a.consoleOrderDetail; body: typeof a.consoleCancelBody }>()(
    'POST',
    '/admin/v1/orders/:id/cancel',
  ),
  refundOrder: e<{ reply: typeof a.consoleOrderDetail; body: typeof a.consoleRefundBody }>()(
    'POST',
    '/admin/v1/orders/:id/refunds',
  ),
  assignVendor: e<{ reply: typeof a.consoleOrderDetail; body: typeof a.assignVendorBody }>()(
    'POST',
    '/admin/v1/orders/:id/vendor',
  ),
  resendRequest: e<{ reply: typeof a.consoleOrderDetail; body: typeof a.resendRequestBody }>()(
    'POST',
    '/admin/v1/orders/:id/vendor/resend',
  ),
  completeOrder: e<{ reply: typeof a.consoleOrderDetail; body: typeof a.consoleDoneBody }>()(
    'POST',
    '/admin/v1/orders/:id/complete',
  ),
  cashCollected: e<{ reply: typeof a.consoleOrderDetail; body: typeof a.consoleDoneBody }>()(
    'POST',
    '/admin/v1/orders/:id/cash-collected',
  ),
  // Audit, people
  audit: e<{ reply: typeof a.auditList; query: typeof a.auditListQuery }>()('GET', '/admin/v1/audit'),
  people: e<{ reply: typeof a.peopleList; query: typeof a.peopleListQuery }>()('GET', '/admin/v1/people'),
  changeRole: e<{ reply: typeof a.person; body: typeof a.roleChangeBody }>()(
    'PUT',
    '/admin/v1/people/:id/role',
  ),
  // People (wallet), vendors, inbox, reports (console-people)
  person: e<{ reply: typeof a.personDetail }>()('GET', '/admin/v1/people/:id'),
  wallet: e<{ reply: typeof a.walletList; query: typeof a.walletListQuery }>()(
    'GET',
    '/admin/v1/people/:id/wallet',
  ),
  adjustWallet: e<{ reply: typeof a.personDetail; body: typeof a.walletAdjustmentBody }>()(
    'POST',
    '/admin/v1/people/:id/wallet',
  ),
  vendors: e<{ reply: typeof a.vendorList; query: typeof a.vendorListQuery }>()('GET', '/admin/v1/vendors'),
  vendor: e<{ reply: typeof a.consoleVendor }>()('GET', '/admin/v1/vendors/:id'),
  updateVendor: e<{ reply: typeof a.consoleVendor; body: typeof a.vendorUpdateBody }>()(
    'PUT',
    '/admin/v1/vendors/:id',
  ),
  inbox: e<{ reply: typeof a.inboxList; query: typeof a.inboxListQuery }>()('GET', '/admin/v1/inbox'),
  setInboxStatus: e<{ reply: typeof a.inboxStatusSet; body: typeof a.inboxStatusBody }>()(
    'PUT',
    '/admin/v1/inbox/:source/:id/status',
  ),
  report: e<{ reply: typeof a.report; query: typeof a.reportQuery }>()('GET', '/admin/v1/reports'),
  exportOrders: e<{ reply: typeof a.ordersCsv; query: typeof a.orderExportQuery }>()(
    'GET',
    '/admin/v1/orders/export',
  ),
};
