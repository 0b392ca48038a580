import swagger from '@fastify/swagger';
import { REQUEST_ID_HEADER } from '@store/contract';
import { CONSOLE_API_PREFIX } from '@store/contract/console';
import type { Database } from '@store/db';
import {
  type AnswerWindowSettings,
  PLACEMENT_DEFAULTS,
  type PlacementSettings,
  VENDOR_ANSWER_DEFAULTS,
} from '@store/domain';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App, AppContext } from './app-context';
import { type Clock, systemClock } from './http/clock';
import { allowCrossOrigin } from './http/cross-origin';
import { DEV_NOW_HEADER, requestClock } from './http/dev-clock';
import { registerErrorHandling, type UndeclaredRefusal } from './http/error-handler';
import { documentErrorResponses } from './http/error-responses';
import { privateByDefault } from './http/private-by-default';
import { guardOperations, onlyDeclaredRoutes } from './http/route';
import { secureEveryAnswer } from './http/security-headers';
import { checkStoreHeaders } from './http/store-headers';
import { createTtlCache } from './http/ttl-cache';
import { storeValidatorCompiler } from './http/validation';
import { API_MODULES } from './modules/all-modules';
import { watchCatalogueVersion } from './modules/catalogue';
import type { StoreRevalidation } from './modules/console';
import { CONSOLE_TAG } from './modules/console';
import type { FileStore } from './modules/files';
import { localFileStore } from './modules/files';
import { DEMO_INVOICE_SETTINGS, type InvoiceSettings } from './modules/invoices';
import { DEVELOPMENT_LINK_SECRET } from './modules/links';
import type { SmsConfig } from './modules/messaging';
import { codeTexts, smsSender } from './modules/messaging';
import {
  type ErrorReports,
  echoRequestId,
  errorReports,
  measureRequests,
  requestIdOf,
} from './modules/observability';
import { type PaymentConfig, SANDBOX_PAYMENTS } from './modules/payment-provider';
import type { ShopifyConfig } from './modules/products';
import type { PushConfig } from './modules/push';
import type { SocialConfig } from './modules/social';

export type AppOptions = {
  database: Pick<Database, 'db' | 'engine'> & Partial<Pick<Database, 'catalogueDb' | 'replicaFreshFromNow'>>;
  clock?: Clock;
  /** A pino logger; none means silent (tests). */
  logger?: FastifyBaseLogger;
  /** Origins allowed through CORS. */
  webOrigins?: string[];
  /** The operator console's origins: the only ones allowed through CORS on its API. */
  consoleOrigins?: string[];
  /** How long a vendor has to answer a request; the defaults of VENDOR_ANSWER_*_MINUTES when absent. */
  vendorAnswerWindow?: AnswerWindowSettings;
  /** The tax invoices' seller and GST rate; the demo seller when absent. */
  invoicing?: InvoiceSettings;
  /** Unpaid holds per customer and placements per person and network; PLACEMENT_DEFAULTS when absent. */
  placement?: PlacementSettings;
  catalogueCacheTtlMs?: number;
  /**
   * How often this process looks whether another changed the catalogue (and so drops its cached
   * answers); 0 or absent: never, for a single process, which empties its own cache on its changes.
   */
  catalogueVersionCheckMs?: number;
  /** Where and with which secret the store is asked to revalidate after a catalogue change; absent: never. */
  storeRevalidation?: StoreRevalidation;
  /** How long a slot calendar may be served from memory; 0 (the default) turns it off. */
  availabilityCacheTtlMs?: number;
  /** Serve development-only endpoints (the SMS outbox). Off unless asked for. */
  devEndpoints?: boolean;
  /**
   * Whether an operator with no authenticator may open the console with a texted code (the
   * demo's way in). Off unless asked for; production never asks.
   */
  consoleTextCodes?: boolean;
  /** Whether GET /docs lists the console's operations; production leaves them out. On unless false. */
  consoleInDocs?: boolean;
  social?: SocialConfig;
  push?: PushConfig;
  payments?: PaymentConfig;
  sms?: SmsConfig;
  /** The waits between tries of a code's text; code-texts.ts's when absent. */
  codeTextRetryDelaysMs?: number[];
  /** Party-store products from Shopify; absent: the local products table. */
  shopify?: ShopifyConfig;
  /** The secret of links that open without signing in; the development one when absent. */
  linkSecret?: string;
  /** Proxies whose X-Forwarded-For names the client (rate limits key on it); off by default. */
  trustProxy?: false | string[];
  /** The longest a client may take to send a whole request; 0 turns it off. */
  requestTimeoutMs?: number;
  /** Where uploaded files go; `./data/files` on the local disk when absent. */
  files?: FileStore;
  /** Where unexpected failures go besides the log (Sentry when configured); counted only when absent. */
  errorReports?: ErrorReports;
  /** Told of each refusal whose code its operation does not declare (the tests fail on one); logged always. */
  onUndeclaredRefusal?: (refusal: UndeclaredRefusal) => void;
};

const STORE_HEADERS = [
  'App-Version',
  'X-CSRF-TOKEN',
  'CITY',
  'PINCODE',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  REQUEST_ID_HEADER,
];

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 256 * 1024,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    // The load balancer's X-Request-Id when sane, else a new one: in every log line and the answer.
    genReqId: requestIdOf,
  }).withTypeProvider() as unknown as App;
  const reports = options.errorReports ?? errorReports();

  app.setValidatorCompiler(storeValidatorCompiler);
  // Responses are typed by the contract at compile time and checked against it in the tests;
  // re-validating every response at run time would cost more than the database call.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app, reports, options.onUndeclaredRefusal);
  echoRequestId(app);
  measureRequests(app);
  documentErrorResponses(app);
  checkStoreHeaders(app);
  privateByDefault(app);

  secureEveryAnswer(app);

  const webOrigins = options.webOrigins ?? ['http://localhost:3000'];
  await allowCrossOrigin(app, {
    webOrigins,
    consoleOrigins: options.consoleOrigins ?? ['http://localhost:3001'],
    allowedHeaders: options.devEndpoints ? [...STORE_HEADERS, DEV_NOW_HEADER] : STORE_HEADERS,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Experience store API',
        version: '1.0.0',
        description: "The store's HTTP contract",
      },
      tags: [
        {
          name: CONSOLE_TAG,
          description: `The operator console's API (${CONSOLE_API_PREFIX}): operators only`,
        },
      ],
    },
    transform: jsonSchemaTransform,
  });

  const sms = smsSender(options.sms ?? { provider: 'outbox' });
  const texts = codeTexts(sms, options.codeTextRetryDelaysMs);
  app.addHook('onClose', () => texts.close());
  const context: AppContext = {
    app,
    db: options.database.db,
    catalogueDb: options.database.catalogueDb ?? options.database.db,
    engine: options.database.engine,
    clock: options.devEndpoints
      ? requestClock(app, options.clock ?? systemClock)
      : (options.clock ?? systemClock),
    catalogueCache: createTtlCache(options.catalogueCacheTtlMs ?? 0),
    storeRevalidation: options.storeRevalidation,
    availabilityCache: createTtlCache(options.availabilityCacheTtlMs ?? 0),
    devEndpoints: options.devEndpoints ?? false,
    consoleTextCodes: options.consoleTextCodes ?? false,
    consoleInDocs: options.consoleInDocs ?? true,
    social: options.social ?? {},
    push: options.push ?? { subject: 'mailto:care@experience-store.in' },
    payments: options.payments ?? SANDBOX_PAYMENTS,
    sms,
    codeTexts: texts,
    linkSecret: options.linkSecret ?? DEVELOPMENT_LINK_SECRET,
    webOrigins,
    vendorAnswerWindow: options.vendorAnswerWindow ?? VENDOR_ANSWER_DEFAULTS,
    placement: options.placement ?? PLACEMENT_DEFAULTS,
    shopify: options.shopify,
    files: options.files ?? localFileStore('./data/files'),
    errorReports: reports,
    invoicing: options.invoicing ?? DEMO_INVOICE_SETTINGS,
  };
  if (options.catalogueVersionCheckMs) {
    const { catalogueCache } = context;
    const stop = watchCatalogueVersion(
      context.db,
      options.catalogueVersionCheckMs,
      () => {
        catalogueCache.clear();
        options.database.replicaFreshFromNow?.();
      },
      app.log,
    );
    app.addHook('onClose', async () => stop());
  }
  onlyDeclaredRoutes(app);
  guardOperations(app, context.db, context.clock);
  for (const module of API_MODULES) {
    for (const routes of module.routes ?? []) routes(context);
    const { ready } = module;
    if (ready) app.addHook('onReady', async () => ready(context));
  }
  return app;
}
