import type { Db, Engine } from '@store/db';
import type { AnswerWindowSettings, PlacementSettings } from '@store/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './http/clock';
import type { TtlCache } from './http/ttl-cache';
import type { StoreRevalidation } from './modules/console';
import type { FileStore } from './modules/files';
import type { InvoiceSettings } from './modules/invoices';
import type { JobDefinition, JobLog, JobSchedules } from './modules/jobs';
import type { ChannelSenders, CodeTexts, SmsSender } from './modules/messaging';
import type { ErrorReports } from './modules/observability';
import type { PaymentConfig, PaymentProvider, PaytmConfig } from './modules/payment-provider';
import type { ShopifyConfig } from './modules/products';
import type { PushConfig } from './modules/push';
import type { SocialConfig } from './modules/social';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature module gets: the app to add routes to and the shared dependencies. */
export type AppContext = {
  app: App;
  db: Db;
  /**
   * The catalogue's reads (answers that may be seconds old and are cached anyway): a streaming
   * replica while it keeps up, else `db`. Nothing a customer wrote is read here.
   */
  catalogueDb: Db;
  engine: Engine;
  clock: Clock;
  catalogueCache: TtlCache;
  /** The store's on-demand revalidation (console catalogue changes); absent: its pages follow within 60 s. */
  storeRevalidation: StoreRevalidation | undefined;
  /** Seconds-fresh slot calendars: a booking still checks the places live. */
  availabilityCache: TtlCache;
  /** Development-only endpoints (the SMS outbox); never in production. */
  devEndpoints: boolean;
  /** An operator with no authenticator may open the console with a texted code (never in production). */
  consoleTextCodes: boolean;
  /** GET /docs lists the console's operations (not in production: a map of them helps nobody but an attacker). */
  consoleInDocs: boolean;
  social: SocialConfig;
  push: PushConfig;
  payments: PaymentConfig;
  /** Signs links that open something without signing in (an order's tracking link). */
  linkSecret: string;
  /** How texts leave: the outbox by default, the SMS gateway when configured. */
  sms: SmsSender;
  /** Texts of one-time codes, sent in the background (a slow gateway never holds a request). */
  codeTexts: CodeTexts;
  /** Party-store products from Shopify's Storefront API; absent: the local products table. */
  shopify: ShopifyConfig | undefined;
  /** The store's origins: where the sandbox payment page may send the browser back to. */
  webOrigins: string[];
  /** How long a vendor has to answer a request (the dispatch job's settings; the console asks with them too). */
  vendorAnswerWindow: AnswerWindowSettings;
  /** Unpaid holds per customer and placements per person and network (the store's settings). */
  placement: PlacementSettings;
  /** Uploaded files (setup photos): local disk, or an S3-compatible bucket. */
  files: FileStore;
  /** Unexpected failures, counted and sent to Sentry when configured (the log has them anyway). */
  errorReports: ErrorReports;
  /** Who issues the tax invoices and at which GST rate. */
  invoicing: InvoiceSettings;
};

/**
 * One module as the app wires it (its index.ts exports one; apps/api/src/modules/all-modules.ts lists
 * them): its routes, given the app's context, its background jobs, and what it does once the app is
 * ready to answer.
 */
export type ApiModule = {
  name: string;
  routes?: readonly ((context: AppContext) => void)[];
  jobs?: ModuleJobs;
  ready?: (context: AppContext) => Promise<void> | void;
};

/**
 * What the store's jobs are given: each module's definition (apps/api/src/modules/all-modules.ts) makes
 * its own jobs from it, and each job reads the time from the injected clock.
 */
export type JobDeps = {
  db: Db;
  provider: PaymentProvider;
  /** When configured, the reconciliation asks Paytm's status API about unpaid orders too. */
  paytm?: PaytmConfig;
  clock: Clock;
  log: JobLog;
  schedules: JobSchedules;
  sms: SmsSender;
  /** WhatsApp, email and push; a channel without a sender keeps its messages as skipped. */
  channels?: ChannelSenders;
  /** Days before a saved occasion its reminder goes (OCCASION_REMINDER_DAYS). */
  occasionReminderDays?: number;
  /** The store's origin and the links' secret: messages carry the order's tracking link. */
  storeUrl: string;
  linkSecret: string;
  /** How long a vendor has to answer a request (VENDOR_ANSWER_MAX_MINUTES, VENDOR_ANSWER_MIN_MINUTES). */
  vendorAnswerWindow?: AnswerWindowSettings;
  /** Who issues the tax invoices and at which rate; the demo seller when absent. */
  invoicing?: InvoiceSettings;
};

/** A module's jobs, made from what the jobs are given. */
export type ModuleJobs = (deps: JobDeps) => JobDefinition[];
