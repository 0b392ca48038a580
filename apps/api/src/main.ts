import { isDatabaseUnavailable, openDatabase, REPLICA_CHECK_MS } from '@store/db';
import { addDemoOperators, isDemoDatabase, isSeeded, seed } from '@store/db/seed';
import { DEFAULT_TIME_ZONE, ymdInZone } from '@store/domain';
import pino from 'pino';
import { buildApp } from './app';
import { loadEnv } from './env';
import { demoOperatorsNotice, hashDemoOperatorPasswords, newDemoOperatorPasswords } from './modules/accounts';
import { storeJobs } from './modules/all-modules';
import { copyOnRequest } from './modules/backups';
import { revalidationUrls } from './modules/console';
import { fileStoreFromEnv } from './modules/files';
import { DEMO_INVOICE_SETTINGS } from './modules/invoices';
import { deliverWhenDue, dispatchWhenReady, runWhenAsked, startJobQueue } from './modules/jobs';
import { databaseLinkSecret } from './modules/links';
import { channelSenders, messagingConfigFromEnv, smsSender } from './modules/messaging';
import {
  errorReports,
  logOptions,
  startMetricsServer,
  startSentry,
  watchJobQueue,
  watchPool,
} from './modules/observability';
import { paymentConfigFromEnv, paymentProvider } from './modules/payments';
import { shopifyConfigFromEnv } from './modules/products';

const env = readEnv();
const log = pino(logOptions(env.LOG_LEVEL));
// Sentry only with a DSN (then its SDK is loaded); without one, the log and the metrics are the record.
const reports = errorReports(
  env.SENTRY_DSN
    ? await startSentry({
        dsn: env.SENTRY_DSN,
        environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
        release: env.SENTRY_RELEASE,
      })
    : undefined,
);

const database = await openDatabase({
  url: env.DATABASE_URL,
  replicaUrl: env.DATABASE_REPLICA_URL,
  migrationUrl: env.DATABASE_MIGRATION_URL,
  pooler: env.DB_POOLER,
  dataDir: env.PGLITE_DIR,
  poolSize: env.DB_POOL_SIZE,
  timeouts: {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  },
  onPoolError: (error) => log.error({ err: error }, 'database pool error; the pool reconnects on next use'),
});
await database.migrate();
watchPool(() => database.poolStats(), database.replicaInUse);
copyOnRequest(database, env.PGLITE_DIR, log);
// The console's demo operators are for demos, never production: their passwords are the test run's
// (DEMO_OPERATOR_PASSWORDS) or made now and printed once.
const demoPasswords =
  env.NODE_ENV === 'production' ? undefined : (env.DEMO_OPERATOR_PASSWORDS ?? newDemoOperatorPasswords());
const announce = () => {
  if (demoPasswords && !env.DEMO_OPERATOR_PASSWORDS)
    process.stdout.write(`${demoOperatorsNotice(demoPasswords)}\n`);
};
if (env.SEED_IF_EMPTY && !(await isSeeded(database.db))) {
  const summary = await seed(database.db, {
    today: ymdInZone(new Date(), DEFAULT_TIME_ZONE),
    demoOperators: demoPasswords && (await hashDemoOperatorPasswords(demoPasswords)),
  });
  log.info({ summary }, 'seeded an empty database');
  announce();
} else if (env.SEED_IF_EMPTY && demoPasswords) {
  if (await isDemoDatabase(database.db)) {
    // A demo seeded before the console gets its demo operators on its next start.
    const hashes = await hashDemoOperatorPasswords(demoPasswords);
    const added = await addDemoOperators(database.db, ymdInZone(new Date(), DEFAULT_TIME_ZONE), hashes);
    if (added > 0) {
      log.info({ added }, "added the console's demo operators");
      announce();
    }
  } else log.warn('this database was not created by the demo: no demo accounts are added to it');
}

const payments = paymentConfigFromEnv(env);
const provider = paymentProvider(database.db, payments);
// One secret for the links the API checks and the texts the queue sends: production's LINK_SECRET,
// or the database's own random one (never a constant anyone could read in the source).
const linkSecret = env.LINK_SECRET ?? (await databaseLinkSecret(database.db));
const messaging = messagingConfigFromEnv(env);
const smsConfig = messaging.sms;
const push = {
  subject: env.VAPID_SUBJECT,
  testHosts: env.PUSH_TEST_HOSTS,
  ...(env.VAPID_PUBLIC_KEY &&
    env.VAPID_PRIVATE_KEY && {
      keys: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    }),
};
// How long a vendor has to answer a request: the dispatch job's and the console's.
const vendorAnswerWindow = {
  maxMs: env.VENDOR_ANSWER_MAX_MINUTES * 60_000,
  minMs: env.VENDOR_ANSWER_MIN_MINUTES * 60_000,
};
// The seller on tax invoices and the GST rate: the invoices' page and their numbering job.
const invoicing = {
  sellerName: env.INVOICE_SELLER_NAME ?? DEMO_INVOICE_SETTINGS.sellerName,
  sellerAddress: env.INVOICE_SELLER_ADDRESS ?? DEMO_INVOICE_SETTINGS.sellerAddress,
  sellerGstin: env.INVOICE_SELLER_GSTIN ?? DEMO_INVOICE_SETTINGS.sellerGstin,
  rateBps: Math.round(env.GST_RATE_PERCENT * 100),
};
const app = await buildApp({
  payments,
  sms: smsConfig,
  shopify: shopifyConfigFromEnv(env),
  linkSecret,
  database,
  logger: log,
  webOrigins: env.WEB_ORIGIN,
  consoleOrigins: env.CONSOLE_ORIGIN,
  vendorAnswerWindow,
  invoicing,
  placement: {
    unpaidHolds: env.UNPAID_HOLDS_PER_CUSTOMER,
    perUser: env.ORDER_LIMIT_PER_USER,
    perAddress: env.ORDER_LIMIT_PER_ADDRESS,
  },
  catalogueCacheTtlMs: env.CATALOGUE_CACHE_TTL_MS,
  catalogueVersionCheckMs: env.CATALOGUE_VERSION_CHECK_MS,
  storeRevalidation: env.REVALIDATE_SECRET
    ? {
        urls: revalidationUrls(env.WEB_ORIGIN),
        secret: env.REVALIDATE_SECRET,
        cdnPurgeUrl: env.CDN_PURGE_URL,
        // Once every API process has looked at the catalogue's version (and so dropped its cached
        // answers and left the replica until it has the change); without those looks, once every
        // cache and the replica's allowed lag have run out.
        againAfterMs:
          env.CATALOGUE_VERSION_CHECK_MS > 0
            ? 2 * env.CATALOGUE_VERSION_CHECK_MS
            : env.CATALOGUE_CACHE_TTL_MS + (env.DATABASE_REPLICA_URL ? REPLICA_CHECK_MS : 0),
      }
    : undefined,
  availabilityCacheTtlMs: env.AVAILABILITY_CACHE_TTL_MS,
  devEndpoints: env.DEV_ENDPOINTS,
  // A texted code can be redirected by whoever controls the number: production asks for the app's.
  consoleTextCodes: env.NODE_ENV !== 'production',
  consoleInDocs: env.NODE_ENV !== 'production',
  trustProxy: env.TRUST_PROXY,
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  files: fileStoreFromEnv(env),
  errorReports: reports,
  social: {
    ...(env.GOOGLE_CLIENT_ID && {
      google: {
        clientId: env.GOOGLE_CLIENT_ID,
        jwksUrl: env.GOOGLE_JWKS_URL,
        issuers: env.GOOGLE_ISSUERS.split(',').map((i) => i.trim()),
      },
    }),
    ...(env.FACEBOOK_APP_ID &&
      env.FACEBOOK_APP_SECRET && {
        facebook: {
          appId: env.FACEBOOK_APP_ID,
          appSecret: env.FACEBOOK_APP_SECRET,
          graphUrl: env.FACEBOOK_GRAPH_URL,
        },
      }),
  },
  push,
});

/** A bad or forbidden variable stops the start with one line naming each, not a stack trace. */
function readEnv() {
  try {
    return loadEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// What runs later or again (the hold sweep, payment reconciliation, the customers' messages) runs
// from the job queue on the same database, shared safely by every API process.
const channels = channelSenders({ whatsapp: messaging.whatsapp, email: messaging.email, push });
const jobs = await startJobQueue({
  database,
  timeZone: DEFAULT_TIME_ZONE,
  jobs: storeJobs({
    db: database.db,
    provider,
    paytm: payments.paytm,
    clock: () => new Date(),
    log,
    schedules: {
      releaseHolds: env.JOB_SCHEDULE_RELEASE_HOLDS,
      reconcilePayments: env.JOB_SCHEDULE_RECONCILE_PAYMENTS,
      payRefunds: env.JOB_SCHEDULE_PAY_REFUNDS,
      deliverMessages: env.JOB_SCHEDULE_DELIVER_MESSAGES,
      chaseQuestions: env.JOB_SCHEDULE_CHASE_QUESTIONS,
      occasionReminders: env.JOB_SCHEDULE_OCCASION_REMINDERS,
      dispatchOrders: env.JOB_SCHEDULE_DISPATCH_ORDERS,
      vendorTimeouts: env.JOB_SCHEDULE_VENDOR_TIMEOUTS,
      purgeExpired: env.JOB_SCHEDULE_PURGE_EXPIRED,
      issueInvoices: env.JOB_SCHEDULE_ISSUE_INVOICES,
      buildPayouts: env.JOB_SCHEDULE_BUILD_PAYOUTS,
      slotReminders: env.JOB_SCHEDULE_SLOT_REMINDERS,
    },
    vendorAnswerWindow,
    invoicing,
    sms: smsSender(smsConfig),
    channels,
    occasionReminderDays: env.OCCASION_REMINDER_DAYS,
    linkSecret,
    storeUrl: env.WEB_ORIGIN[0] ?? 'http://localhost:3000',
  }),
  onError: (error, context) => {
    log.error({ err: error, ...context }, 'a background job failed');
    // A database that is down fails every job until it is back: the log and readiness say so already.
    if (!isDatabaseUnavailable(error)) reports.server(error, 'job', { job: context.job ?? 'queue' });
  },
});
watchJobQueue(() => jobs.waiting());
const metrics =
  env.METRICS_PORT === undefined
    ? undefined
    : await startMetricsServer({ host: env.METRICS_HOST, port: env.METRICS_PORT });

// A confirmation queued now goes now, not at the delivery job's next minute.
const stopDueDelivery = deliverWhenDue(jobs, (error) =>
  log.warn({ err: error }, 'could not ask the queue to deliver messages now'),
);
// A booking whose answers came in, or that a vendor turned down, goes to its next vendor now.
const stopDispatchHint = dispatchWhenReady(jobs, (error) =>
  log.warn({ err: error }, 'could not ask the queue to dispatch bookings now'),
);

// The development endpoint's "run this job now" (POST /dev/jobs/{name}).
const stopRunNow = runWhenAsked(jobs, (error) => log.warn({ err: error }, 'could not run a job now'));

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  stopDueDelivery();
  stopDispatchHint();
  stopRunNow();
  await jobs.stop();
  for (const sender of Object.values(channels)) sender.close?.();
  await database.close();
  await metrics?.close();
  await reports.close(2_000);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const address = await app.listen({ host: env.API_HOST, port: env.API_PORT });
log.info(
  { engine: database.engine, nodeEnv: env.NODE_ENV, metrics: metrics?.url, sentry: Boolean(env.SENTRY_DSN) },
  `API ready on ${address}`,
);
