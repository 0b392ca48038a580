import type * as c from '@store/contract';
import { endpoint as e } from './endpoint';

/**
 * Every call of the HTTP contract (docs/http-contract.md, "Operations") the apps make, in one
 * place: method and path, and the contract's own schemas for query, body and reply, the ones the
 * API validates with. A changed schema changes these types, so the web app's type check fails where
 * it no longer fits.
 */
export const endpoints = {
  // Catalogue
  cities: e<{ reply: typeof c.citiesResponse }>()('GET', '/v2/getCities'),
  homePage: e<{ reply: typeof c.homePage }>()('GET', '/v2/getHomePage'),
  homePageV2: e<{ reply: typeof c.homePageV2 }>()('GET', '/v5/getHomePage'),
  menu: e<{ reply: typeof c.menuResponse }>()('GET', '/v3/getMenuJson'),
  sitemap: e<{ reply: typeof c.sitemapResponse }>()('GET', '/v2/getSiteMap'),
  experience: e<{ reply: typeof c.experienceDetail }>()('GET', '/v5/experience/id/:id'),
  experienceLayout: e<{ reply: typeof c.experienceLayout; query: typeof c.experienceLayoutQuery }>()(
    'GET',
    '/v5/getExperiencePageLayout/:id',
  ),
  regionLayout: e<{ reply: typeof c.regionLayout }>()('GET', '/v5/getExperiencesPageLayout/:id'),
  tagListing: e<{ reply: typeof c.listingPage; query: typeof c.listingQuery }>()(
    'GET',
    '/v5/tag/slug/:slug/experiences_page',
  ),
  tagListingById: e<{ reply: typeof c.listingPage; query: typeof c.listingQuery }>()(
    'GET',
    '/v4/tag/id/:id/experiences_page',
  ),
  tagStrip: e<{ reply: typeof c.tagStrip; query: typeof c.tagStripQuery }>()(
    'GET',
    '/v3/getExperiencesByTags/:tag',
  ),
  tagByName: e<{ reply: typeof c.tagDetail }>()('GET', '/v4/tag/name/:name'),
  quotes: e<{ reply: typeof c.quotesPage; query: typeof c.quotesQuery }>()('GET', '/v5/getQuotes'),
  quotePage: e<{ reply: typeof c.quotePage }>()('GET', '/v5/quotes/slug/:slug/quotes_page'),
  shopifyProducts: e<{ reply: typeof c.shopifyProducts; query: typeof c.shopifyProductsQuery }>()(
    'GET',
    '/v2/shopify-products',
  ),
  search: e<{ reply: typeof c.searchResults; query: typeof c.searchQuery }>()(
    'GET',
    '/v5/search/experiences',
  ),
  orderNotifications: e<{ reply: typeof c.orderNotifications; query: typeof c.cityQuery }>()(
    'GET',
    '/v2/orders-notification',
  ),
  // Reviews
  reviews: e<{ reply: typeof c.reviewsPage; query: typeof c.reviewsQuery }>()('GET', '/v5/reviews/:id'),
  ratings: e<{ reply: typeof c.ratingsPage; query: typeof c.ratingsQuery }>()(
    'GET',
    '/v3/experience/:id/ratings',
  ),
  ratingImages: e<{ reply: typeof c.ratingImagesPage; query: typeof c.ratingImagesQuery }>()(
    'GET',
    '/v3/experience/:id/all_rating_images',
  ),
  homepageReviews: e<{ reply: typeof c.homepageReviews; query: typeof c.cityQuery }>()(
    'GET',
    '/v2/homepage_reviews',
  ),
  // Booking
  slots: e<{ reply: typeof c.experienceSlots }>()('GET', '/v2/experience/:id/slots'),
  customizations: e<{ reply: typeof c.customizationsByCategory }>()('GET', '/v5/getCustomizationByExpID/:id'),
  checkPincode: e<{ reply: typeof c.pincodeResult; body: typeof c.checkPincodeBody }>()(
    'POST',
    '/v3/check-pincode-for-task',
  ),
  quote: e<{ reply: typeof c.bookingQuote; body: typeof c.bookingDraft }>()('POST', '/v5/booking/quote'),
  enquire: e<{ reply: typeof c.enquiryReceipt; body: typeof c.enquiryBody }>()('POST', '/v5/enquire-now'),
  siteFeedback: e<{ reply: typeof c.formReceipt; body: typeof c.siteFeedbackBody }>()('POST', '/v2/feedback'),
  contactUs: e<{ reply: typeof c.formReceipt; body: typeof c.contactBody }>()('POST', '/v2/contact-us'),
  saveRequirement: e<{ reply: typeof c.formReceipt; body: typeof c.requirementBody }>()(
    'POST',
    '/v5/save-dynamic-form',
  ),
  createTaskSlot: e<{ reply: typeof c.createdTaskSlot; body: typeof c.createTaskSlotBody }>()(
    'POST',
    '/v5/experience/create-task-slot',
  ),
  // Checkout and orders
  coupons: e<{ reply: typeof c.couponList; body: typeof c.couponsBody }>()('POST', '/v2/booking/coupons'),
  walletBalance: e<{ reply: typeof c.walletBalanceResult }>()('POST', '/v2/user/balance'),
  checkoutQuestions: e<{ reply: typeof c.checkoutQuestions }>()(
    'GET',
    '/v2/booking/:id/getQuestionsByCheckout',
  ),
  placeOnlineOrder: e<{ reply: typeof c.placedOrder; body: typeof c.placeOrderBody }>()(
    'POST',
    '/v5/booking/book_order',
  ),
  placeCodOrder: e<{ reply: typeof c.placedOrder; body: typeof c.placeOrderBody }>()(
    'POST',
    '/v5/booking/book_cod_order',
  ),
  placeOfflineOrder: e<{ reply: typeof c.placedOrder; body: typeof c.offlineOrderBody }>()(
    'POST',
    '/v5/booking/book_offline_order',
  ),
  confirmOfflineBooking: e<{ reply: typeof c.orderStatus; body: typeof c.confirmOfflineBody }>()(
    'POST',
    '/v2/booking/confirm_offline_booking/:id',
  ),
  buyCustomisation: e<{ reply: typeof c.placedOrder; body: typeof c.customisationOrderBody }>()(
    'POST',
    '/v5/booking/book_order_customisation/:id',
  ),
  orderDetail: e<{ reply: typeof c.orderDetail; query: typeof c.orderDetailQuery }>()(
    'GET',
    '/v2/order-detail-by-id/:id',
  ),
  orderQuestions: e<{ reply: typeof c.orderQuestions; query: typeof c.orderDetailQuery }>()(
    'GET',
    '/v2/booking/:id/questions',
  ),
  submitOrderQuestions: e<{
    reply: typeof c.orderQuestions;
    body: typeof c.orderQuestionsBody;
    query: typeof c.orderDetailQuery;
  }>()('POST', '/v2/booking/:id/questions'),
  // Vendor response page: the link's token is the credential (no session); the response is a GET.
  vendorResponseView: e<{ reply: typeof c.vendorResponseView; query: typeof c.vendorTokenQuery }>()(
    'GET',
    '/v1/vendor/get_response_view',
  ),
  vendorResponse: e<{ reply: typeof c.vendorResponseView; query: typeof c.vendorResponseQuery }>()(
    'GET',
    '/v1/vendor/response',
  ),
  // The accepted vendor's day, from the same link: each step a POST; photos as multipart/form-data.
  vendorOnTheWay: e<{ reply: typeof c.vendorResponseView; query: typeof c.vendorTokenQuery }>()(
    'POST',
    '/v1/vendor/on_the_way',
  ),
  vendorDone: e<{ reply: typeof c.vendorResponseView; query: typeof c.vendorTokenQuery }>()(
    'POST',
    '/v1/vendor/done',
  ),
  vendorPhotos: e<{
    reply: typeof c.vendorResponseView;
    query: typeof c.vendorTokenQuery;
    body: typeof c.vendorPhotosForm;
  }>()('POST', '/v1/vendor/photos'),
  // A stored file's bytes (no envelope: read with fetch): the store answers uploaded experience
  // images at its own /images/uploads/ path from here.
  file: e<{ reply: typeof c.storedFileBody }>()('GET', '/v1/files/:folder/:name'),
  reviewOptIn: e<{
    reply: typeof c.reviewOptIn;
    body: typeof c.reviewOptInBody;
    query: typeof c.orderDetailQuery;
  }>()('POST', '/v5/update-google-review-opt-in-status/:id'),
  orderFeedback: e<{ reply: typeof c.orderFeedbackState; query: typeof c.orderFeedbackQuery }>()(
    'GET',
    '/v2/experience/feedback',
  ),
  shareOrderFeedback: e<{
    reply: typeof c.orderFeedbackState;
    body: typeof c.orderFeedbackBody;
    query: typeof c.orderDetailQuery;
  }>()('POST', '/v2/experience/feedback'),
  // Cancelling and moving a booking: the owner, or the tracking link's key.
  cancellationTerms: e<{ reply: typeof c.cancellationQuote; query: typeof c.orderDetailQuery }>()(
    'GET',
    '/v2/booking/:id/cancellation',
  ),
  cancelOrder: e<{
    reply: typeof c.cancelledOrder;
    body: typeof c.cancelOrderBody;
    query: typeof c.orderDetailQuery;
  }>()('POST', '/v2/booking/:id/cancel'),
  rescheduleOrder: e<{
    reply: typeof c.rescheduledOrder;
    body: typeof c.rescheduleBody;
    query: typeof c.orderDetailQuery;
  }>()('POST', '/v2/booking/:id/reschedule'),
  addTaskCustomization: e<{ reply: typeof c.taskCustomizations; body: typeof c.addTaskCustomizationBody }>()(
    'POST',
    '/v5/add_task_customization',
  ),
  paymentOrderDetails: e<{ reply: typeof c.paymentOrderDetails; body: typeof c.orderIdBody }>()(
    'POST',
    '/v2/booking/razor_pay/order_details',
  ),
  confirmPayment: e<{ reply: typeof c.orderStatus; body: typeof c.paymentConfirmBody }>()(
    'POST',
    '/v2/booking/payment_confirm',
  ),
  paytmChecksum: e<{ reply: typeof c.paytmTransaction; body: typeof c.orderIdBody }>()(
    'POST',
    '/v3/getPaytmCheckSum',
  ),
  shareCheckout: e<{ reply: typeof c.sharedCheckout; body: typeof c.shareCheckoutBody }>()(
    'POST',
    '/v2/share-checkout',
  ),
  checkoutLink: e<{ reply: typeof c.checkoutLink; query: typeof c.checkoutLinkQuery }>()(
    'GET',
    '/v2/get-checkout-link',
  ),
  whatsappOptIn: e<{ reply: typeof c.whatsappOptIn; body: typeof c.whatsappOptInBody }>()(
    'POST',
    '/v2/add-whatsapp-user',
  ),
  // Accounts
  login: e<{ reply: typeof c.loginResult; body: typeof c.passwordLoginBody }>()('POST', '/v2/user/login'),
  loginOtp: e<{ reply: typeof c.otpSent; body: typeof c.loginOtpBody }>()('POST', '/v2/user/login-otp'),
  loginOtpConfirm: e<{ reply: typeof c.loginResult; body: typeof c.loginOtpConfirmBody }>()(
    'POST',
    '/v2/user/login-otp-confirm',
  ),
  register: e<{ reply: typeof c.loginResult; body: typeof c.registerBody }>()('POST', '/v2/user/register'),
  googleLogin: e<{ reply: typeof c.loginResult; body: typeof c.googleLoginBody }>()(
    'POST',
    '/v2/user/gPlusLogin',
  ),
  facebookLogin: e<{ reply: typeof c.loginResult; body: typeof c.facebookLoginBody }>()(
    'POST',
    '/v2/user/fbLogin',
  ),
  sendOtp: e<{ reply: typeof c.otpSent; body: typeof c.sendOtpBody }>()('POST', '/v2/user/send_otp'),
  resendOtp: e<{ reply: typeof c.otpSent; body: typeof c.sendOtpBody }>()('POST', '/v2/user/resend_otp'),
  verifyOtp: e<{ reply: typeof c.profile; body: typeof c.verifyOtpBody }>()('POST', '/v2/user/verify_otp'),
  setPassword: e<{ reply: typeof c.emptyResult; body: typeof c.setPasswordBody }>()(
    'POST',
    '/v2/user/set_password',
  ),
  changePassword: e<{ reply: typeof c.emptyResult; body: typeof c.changePasswordBody }>()(
    'POST',
    '/v2/user/change_password',
  ),
  resetPassword: e<{ reply: typeof c.emptyResult; body: typeof c.resetPasswordBody }>()(
    'POST',
    '/v2/user/reset_password',
  ),
  updateProfile: e<{ reply: typeof c.profile; body: typeof c.profileUpdateBody }>()(
    'PUT',
    '/v2/user/profile_update',
  ),
  role: e<{ reply: typeof c.roleResult }>()('GET', '/v2/user/role'),
  logout: e<{ reply: typeof c.emptyResult }>()('POST', '/v2/user/logout'),
  searchUsers: e<{ reply: typeof c.userSearchResult; query: typeof c.userSearchQuery }>()(
    'GET',
    '/v2/user/search',
  ),
  referrer: e<{ reply: typeof c.referrer }>()('GET', '/v2/user/getUserByReferralCode/:code'),
  // The account area
  upcomingOrders: e<{ reply: typeof c.accountOrders; query: typeof c.accountPageQuery }>()(
    'GET',
    '/v2/user/upcoming_orders',
  ),
  pastOrders: e<{ reply: typeof c.accountOrders; query: typeof c.accountPageQuery }>()(
    'GET',
    '/v2/user/past_orders',
  ),
  vouchers: e<{ reply: typeof c.userVouchers }>()('GET', '/v2/user/coupons'),
  walletTransactions: e<{ reply: typeof c.walletTransactions; query: typeof c.accountPageQuery }>()(
    'GET',
    '/v2/wallet/transactions',
  ),
  referrals: e<{ reply: typeof c.referralSummary }>()('GET', '/v2/user/referrals'),
  redeem: e<{ reply: typeof c.redeemed; body: typeof c.redeemBody }>()('POST', '/v2/user-coupons/redeem'),
  userDates: e<{ reply: typeof c.userDates }>()('GET', '/v2/dates-user'),
  userDateQuestions: e<{ reply: typeof c.userDateQuestions }>()('GET', '/v2/dates-user/getQuestions'),
  saveUserDate: e<{ reply: typeof c.userDate; body: typeof c.userDateBody }>()('POST', '/v2/dates-user'),
  updateUserDate: e<{ reply: typeof c.userDate; body: typeof c.userDateBody }>()('PUT', '/v2/dates-user/:id'),
  deleteUserDate: e<{ reply: typeof c.emptyResult }>()('DELETE', '/v2/dates-user/:id'),
  toggleWishlist: e<{ reply: typeof c.wishlistToggled }>()('GET', '/v2/wishlist/toggle/:id'),
  wishlist: e<{ reply: typeof c.wishlistResult; query: typeof c.wishlistQuery }>()(
    'GET',
    '/v2/experience/wishlist/:userId',
  ),
  addresses: e<{ reply: typeof c.customerAddresses; query: typeof c.addressQuery }>()(
    'GET',
    '/v5/get-customer-address',
  ),
  saveAddress: e<{ reply: typeof c.customerAddress; body: typeof c.addressBody }>()(
    'POST',
    '/v5/save-customer-address',
  ),
  updateAddress: e<{ reply: typeof c.customerAddress; body: typeof c.addressBody }>()(
    'PUT',
    '/v5/update-customer-address/:id',
  ),
  deleteAddress: e<{ reply: typeof c.emptyResult }>()('DELETE', '/v5/delete-customer-address/:id'),
  exportData: e<{ reply: typeof c.dataExport }>()('GET', '/v2/user/export'),
  emailProofLink: e<{ reply: typeof c.emailProofResult }>()('POST', '/v2/user/email/send_link'),
  verifyEmail: e<{ reply: typeof c.emailProofResult; body: typeof c.emailProofBody }>()(
    'POST',
    '/v2/user/email/verify',
  ),
  deletionCode: e<{ reply: typeof c.otpSent }>()('POST', '/v2/user/delete_account/send_otp'),
  deleteAccount: e<{ reply: typeof c.emptyResult; body: typeof c.deleteAccountBody }>()(
    'POST',
    '/v2/user/delete_account',
  ),
  // Push
  vapidPublicKey: e<{ reply: typeof c.vapidPublicKey }>()('GET', '/v2/push/vapid-public-key'),
  registerDevice: e<{ reply: typeof c.deviceRegistered; body: typeof c.deviceRegistrationBody }>()(
    'POST',
    '/v2/user/device_registration',
  ),
  // A failure in a visitor's browser, for the API's log. Called from the reporter script,
  // which runs outside the app's bundles: it is given this path, not the client.
  clientErrors: e<{ reply: typeof c.clientErrorReceipt; body: typeof c.clientErrorReport }>()(
    'POST',
    '/v1/client-errors',
  ),
} as const;
