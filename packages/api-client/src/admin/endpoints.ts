import type { emptyResult } from '@store/contract';
import type * as a from '@store/contract/admin';
import { endpoint as e } from '../endpoint';

/**
 * Every call of the operator console's API, typed by the contract's schemas as the store's
 * calls are (../endpoints.ts). Its own entry point (`@store/api-client/admin`): the storefront never
 * imports it, so none of it reaches the store's bundles.
 */
export const adminEndpoints = {
  // Sign-in: the password, then the second factor; who is signed in; out.
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
  // The operator's own authenticator and sign-in details
  factorStatus: e<{ reply: typeof a.consoleFactorStatus }>()('GET', '/admin/v1/session/factor'),
  startFactor: e<{ reply: typeof a.consoleFactorSetup }>()('POST', '/admin/v1/session/factor'),
  confirmFactor: e<{ reply: typeof a.consoleRecoveryCodes; body: typeof a.consoleFactorConfirmBody }>()(
    'POST',
    '/admin/v1/session/factor/confirm',
  ),
  changeOwnPassword: e<{ reply: typeof emptyResult; body: typeof a.consolePasswordChangeBody }>()(
    'PUT',
    '/admin/v1/session/password',
  ),
  changeOwnEmail: e<{ reply: typeof emptyResult; body: typeof a.consoleEmailChangeBody }>()(
    'PUT',
    '/admin/v1/session/email',
  ),
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
  // Catalogue: any operator reads, admins change
  catalogueExperiences: e<{ reply: typeof a.experienceList; query: typeof a.experienceListQuery }>()(
    'GET',
    '/admin/v1/catalogue/experiences',
  ),
  catalogueExperience: e<{ reply: typeof a.consoleExperience }>()(
    'GET',
    '/admin/v1/catalogue/experiences/:id',
  ),
  createExperience: e<{ reply: typeof a.consoleExperience; body: typeof a.experienceCreateBody }>()(
    'POST',
    '/admin/v1/catalogue/experiences',
  ),
  changeExperience: e<{ reply: typeof a.consoleExperience; body: typeof a.experienceUpdateBody }>()(
    'PUT',
    '/admin/v1/catalogue/experiences/:id',
  ),
  uploadExperienceImage: e<{
    reply: typeof a.consoleExperience;
    query: typeof a.experienceImageQuery;
    body: typeof a.experienceImageForm;
  }>()('POST', '/admin/v1/catalogue/experiences/:id/images'),
  catalogueCustomizations: e<{ reply: typeof a.customizationList; query: typeof a.customizationListQuery }>()(
    'GET',
    '/admin/v1/catalogue/customizations',
  ),
  catalogueCustomization: e<{ reply: typeof a.consoleCustomization }>()(
    'GET',
    '/admin/v1/catalogue/customizations/:id',
  ),
  changeCustomization: e<{ reply: typeof a.consoleCustomization; body: typeof a.customizationUpdateBody }>()(
    'PUT',
    '/admin/v1/catalogue/customizations/:id',
  ),
  catalogueTags: e<{ reply: typeof a.tagList; query: typeof a.tagListQuery }>()(
    'GET',
    '/admin/v1/catalogue/tags',
  ),
  catalogueTag: e<{ reply: typeof a.consoleTag }>()('GET', '/admin/v1/catalogue/tags/:id'),
  changeTag: e<{ reply: typeof a.consoleTag; body: typeof a.tagUpdateBody }>()(
    'PUT',
    '/admin/v1/catalogue/tags/:id',
  ),
  catalogueCategories: e<{ reply: typeof a.categoryList; query: typeof a.categoryListQuery }>()(
    'GET',
    '/admin/v1/catalogue/categories',
  ),
  catalogueCategory: e<{ reply: typeof a.consoleCategory }>()('GET', '/admin/v1/catalogue/categories/:id'),
  changeCategory: e<{ reply: typeof a.consoleCategory; body: typeof a.categoryUpdateBody }>()(
    'PUT',
    '/admin/v1/catalogue/categories/:id',
  ),
  catalogueRegions: e<{ reply: typeof a.regionList; query: typeof a.regionListQuery }>()(
    'GET',
    '/admin/v1/catalogue/regions',
  ),
  catalogueRegion: e<{ reply: typeof a.consoleRegion }>()('GET', '/admin/v1/catalogue/regions/:id'),
  changeRegion: e<{ reply: typeof a.consoleRegion; body: typeof a.regionUpdateBody }>()(
    'PUT',
    '/admin/v1/catalogue/regions/:id',
  ),
  // Availability, pincodes and coupons
  slots: e<{ reply: typeof a.consoleSlotList; query: typeof a.consoleSlotListQuery }>()(
    'GET',
    '/admin/v1/availability/slots',
  ),
  openSlot: e<{ reply: typeof a.consoleSlot; body: typeof a.openSlotBody }>()(
    'POST',
    '/admin/v1/availability/slots',
  ),
  slotCapacity: e<{ reply: typeof a.consoleSlot; body: typeof a.slotCapacityBody }>()(
    'PUT',
    '/admin/v1/availability/slots/:id/capacity',
  ),
  closeDate: e<{ reply: typeof a.closedDate; body: typeof a.closeDateBody }>()(
    'POST',
    '/admin/v1/availability/close-date',
  ),
  slotPatterns: e<{ reply: typeof a.slotPatternList; query: typeof a.slotPatternListQuery }>()(
    'GET',
    '/admin/v1/availability/patterns',
  ),
  saveSlotPattern: e<{ reply: typeof a.savedSlotPattern; body: typeof a.slotPatternBody }>()(
    'POST',
    '/admin/v1/availability/patterns',
  ),
  surges: e<{ reply: typeof a.consoleSurgeList; query: typeof a.surgeListQuery }>()(
    'GET',
    '/admin/v1/availability/surges',
  ),
  addSurge: e<{ reply: typeof a.savedSurges; body: typeof a.surgeBody }>()(
    'POST',
    '/admin/v1/availability/surges',
  ),
  removeSurge: e<{ reply: typeof a.consoleSurge }>()(
    'DELETE',
    '/admin/v1/availability/surges/:experience_id/:date',
  ),
  pincodes: e<{ reply: typeof a.consolePincodeList; query: typeof a.consolePincodeListQuery }>()(
    'GET',
    '/admin/v1/pincodes',
  ),
  savePincode: e<{ reply: typeof a.consolePincode; body: typeof a.pincodeBody }>()(
    'PUT',
    '/admin/v1/pincodes/:pincode',
  ),
  removePincode: e<{ reply: typeof a.consolePincode }>()('DELETE', '/admin/v1/pincodes/:pincode'),
  coupons: e<{ reply: typeof a.consoleCouponList; query: typeof a.consoleCouponListQuery }>()(
    'GET',
    '/admin/v1/coupons',
  ),
  coupon: e<{ reply: typeof a.consoleCouponDetail }>()('GET', '/admin/v1/coupons/:id'),
  createCoupon: e<{ reply: typeof a.consoleCouponDetail; body: typeof a.couponBody }>()(
    'POST',
    '/admin/v1/coupons',
  ),
  changeCoupon: e<{ reply: typeof a.consoleCouponDetail; body: typeof a.couponBody }>()(
    'PUT',
    '/admin/v1/coupons/:id',
  ),
  giftCodes: e<{ reply: typeof a.consoleGiftCodeList; query: typeof a.giftCodeListQuery }>()(
    'GET',
    '/admin/v1/gift-codes',
  ),
  createGiftCode: e<{ reply: typeof a.consoleGiftCode; body: typeof a.giftCodeBody }>()(
    'POST',
    '/admin/v1/gift-codes',
  ),
  // People (wallet), vendors, inbox, reports (console-people)
  person: e<{ reply: typeof a.personDetail }>()('GET', '/admin/v1/people/:id'),
  wallet: e<{ reply: typeof a.walletList; query: typeof a.walletListQuery }>()(
    'GET',
    '/admin/v1/people/:id/wallet',
  ),
  /** The person as now (200), or the credit that waits for an admin above the operator's cap (202). */
  adjustWallet: e<{
    reply: typeof a.personDetail | typeof a.walletCredit;
    body: typeof a.walletAdjustmentBody;
  }>()('POST', '/admin/v1/people/:id/wallet'),
  walletCredits: e<{ reply: typeof a.walletCreditList }>()('GET', '/admin/v1/wallet-credits'),
  approveWalletCredit: e<{ reply: typeof a.walletCredit }>()('POST', '/admin/v1/wallet-credits/:id/approve'),
  declineWalletCredit: e<{ reply: typeof a.walletCredit }>()('POST', '/admin/v1/wallet-credits/:id/decline'),
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
