import { accountsOperations } from './accounts';
import { bookingOperations } from './booking';
import { bookingQuestionsOperations } from './booking-questions';
import { cancellationsOperations } from './cancellations';
import { checkoutsOperations } from './checkouts';
import { citiesOperations } from './cities';
import { couponsOperations } from './coupons';
import { customizationsOperations } from './customizations';
import { devicesOperations } from './devices';
import { docsOperations } from './docs';
import { enquiriesOperations } from './enquiries';
import { experiencesOperations } from './experiences';
import { filesOperations } from './files';
import { formsOperations } from './forms';
import { healthOperations } from './health';
import { homeOperations } from './home';
import { invoicesOperations } from './invoices';
import { jobsOperations } from './jobs';
import { layoutsOperations } from './layouts';
import { listingsOperations } from './listings';
import { menuOperations } from './menu';
import { notificationsOperations } from './notifications';
import { observabilityOperations } from './observability';
import { ordersOperations } from './orders';
import { outboxOperations } from './outbox';
import { paymentsOperations } from './payments';
import { payoutsOperations } from './payouts';
import { pincodesOperations } from './pincodes';
import { productsOperations } from './products';
import { profileOperations } from './profile';
import { pushOperations } from './push';
import { quotesOperations } from './quotes';
import { reviewsOperations } from './reviews';
import { searchOperations } from './search';
import { sitemapOperations } from './sitemap';
import { slotsOperations } from './slots';
import { socialOperations } from './social';
import { tagsOperations } from './tags';
import { trackingOperations } from './tracking';
import { vendorsOperations } from './vendors';
import { whatsappOperations } from './whatsapp';

export {
  accountsOperations,
  bookingOperations,
  bookingQuestionsOperations,
  cancellationsOperations,
  checkoutsOperations,
  citiesOperations,
  couponsOperations,
  customizationsOperations,
  devicesOperations,
  docsOperations,
  enquiriesOperations,
  experiencesOperations,
  filesOperations,
  formsOperations,
  healthOperations,
  homeOperations,
  invoicesOperations,
  jobsOperations,
  layoutsOperations,
  listingsOperations,
  menuOperations,
  notificationsOperations,
  observabilityOperations,
  ordersOperations,
  outboxOperations,
  paymentsOperations,
  payoutsOperations,
  pincodesOperations,
  productsOperations,
  profileOperations,
  pushOperations,
  quotesOperations,
  reviewsOperations,
  searchOperations,
  sitemapOperations,
  slotsOperations,
  socialOperations,
  tagsOperations,
  trackingOperations,
  vendorsOperations,
  whatsappOperations,
};

/** Every store operation by its name, module by module as the API is sliced. */
export const storeOperations = {
  ...accountsOperations,
  ...bookingQuestionsOperations,
  ...bookingOperations,
  ...cancellationsOperations,
  ...checkoutsOperations,
  ...citiesOperations,
  ...couponsOperations,
  ...customizationsOperations,
  ...devicesOperations,
  ...docsOperations,
  ...enquiriesOperations,
  ...experiencesOperations,
  ...filesOperations,
  ...formsOperations,
  ...healthOperations,
  ...homeOperations,
  ...invoicesOperations,
  ...jobsOperations,
  ...layoutsOperations,
  ...listingsOperations,
  ...menuOperations,
  ...notificationsOperations,
  ...observabilityOperations,
  ...ordersOperations,
  ...outboxOperations,
  ...paymentsOperations,
  ...payoutsOperations,
  ...pincodesOperations,
  ...productsOperations,
  ...profileOperations,
  ...pushOperations,
  ...quotesOperations,
  ...reviewsOperations,
  ...searchOperations,
  ...sitemapOperations,
  ...slotsOperations,
  ...socialOperations,
  ...tagsOperations,
  ...trackingOperations,
  ...vendorsOperations,
  ...whatsappOperations,
};
