import type { ApiModule, JobDeps } from '../app-context';
import { accountsModule } from './accounts';
import { addressesModule } from './addresses';
import { backupsModule } from './backups';
import { bookingModule } from './booking';
import { bookingQuestionsModule } from './booking-questions';
import { cancellationsModule } from './cancellations';
import { catalogueModule } from './catalogue';
import { checkoutsModule } from './checkouts';
import { citiesModule } from './cities';
import { consoleModule } from './console';
import { couponsModule } from './coupons';
import { customizationsModule } from './customizations';
import { devicesModule } from './devices';
import { docsModule } from './docs';
import { enquiriesModule } from './enquiries';
import { experiencesModule } from './experiences';
import { filesModule } from './files';
import { formsModule } from './forms';
import { healthModule } from './health';
import { homeModule } from './home';
import { invoicesModule } from './invoices';
import type { JobDefinition } from './jobs';
import { jobsModule } from './jobs';
import { layoutsModule } from './layouts';
import { leasesModule } from './leases';
import { linksModule } from './links';
import { listingsModule } from './listings';
import { menuModule } from './menu';
import { messagingModule } from './messaging';
import { notificationsModule } from './notifications';
import { observabilityModule } from './observability';
import { orderCoreModule } from './order-core';
import { ordersModule } from './orders';
import { outboxModule } from './outbox';
import { paymentProviderModule } from './payment-provider';
import { paymentsModule } from './payments';
import { payoutsModule } from './payouts';
import { pincodesModule } from './pincodes';
import { productsModule } from './products';
import { profileModule } from './profile';
import { pushModule } from './push';
import { quotesModule } from './quotes';
import { rateLimitsModule } from './rate-limits';
import { refundsModule } from './refunds';
import { remindersModule } from './reminders';
import { retentionModule } from './retention';
import { reviewsModule } from './reviews';
import { searchModule } from './search';
import { sessionsModule } from './sessions';
import { signalsModule } from './signals';
import { sitemapModule } from './sitemap';
import { slotsModule } from './slots';
import { socialModule } from './social';
import { tagsModule } from './tags';
import { trackingModule } from './tracking';
import { vendorsModule } from './vendors';
import { walletModule } from './wallet';
import { whatsappModule } from './whatsapp';

/**
 * The API's modules, each with its routes, jobs and what it does when the app is ready: app.ts and
 * main.ts go through this list, so a new module is one line here (and one in api-layers.cjs). Routes
 * are added in this order.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  citiesModule,
  homeModule,
  experiencesModule,
  tagsModule,
  listingsModule,
  layoutsModule,
  menuModule,
  sitemapModule,
  reviewsModule,
  quotesModule,
  notificationsModule,
  productsModule,
  searchModule,
  pincodesModule,
  slotsModule,
  customizationsModule,
  bookingModule,
  enquiriesModule,
  formsModule,
  ordersModule,
  bookingQuestionsModule,
  trackingModule,
  invoicesModule,
  cancellationsModule,
  vendorsModule,
  payoutsModule,
  filesModule,
  whatsappModule,
  couponsModule,
  checkoutsModule,
  paymentsModule,
  accountsModule,
  profileModule,
  socialModule,
  devicesModule,
  pushModule,
  outboxModule,
  jobsModule,
  consoleModule,
  observabilityModule,
  docsModule,
  addressesModule,
  backupsModule,
  catalogueModule,
  leasesModule,
  linksModule,
  messagingModule,
  orderCoreModule,
  paymentProviderModule,
  rateLimitsModule,
  refundsModule,
  remindersModule,
  retentionModule,
  sessionsModule,
  signalsModule,
  walletModule,
];

/** The store's jobs: each module's own, each its own queue so one failing does not hold up another. */
export function storeJobs(deps: JobDeps): JobDefinition[] {
  return API_MODULES.flatMap((module) => module.jobs?.(deps) ?? []);
}
