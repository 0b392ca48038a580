import { randomBytes } from 'node:crypto';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, type DatabaseOptions, openDatabase } from '@store/db';
import type { PlacementSettings } from '@store/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-context';
import type { Clock } from '../../src/http/clock';
import type { StoreRevalidation } from '../../src/modules/console/catalogue/store-refresh';
import type { FileStore } from '../../src/modules/files/file-store';
import { localFileStore } from '../../src/modules/files/local-file-store';
import type { InvoiceSettings } from '../../src/modules/invoices/invoice-settings';
import type { SmsConfig } from '../../src/modules/messaging/sms';
import type { PaymentConfig } from '../../src/modules/payment-provider/payment-config';
import type { ShopifyConfig } from '../../src/modules/products/shopify-config';
import type { PushConfig } from '../../src/modules/push/push-config';
import type { SocialConfig } from '../../src/modules/social/social-config';
import { TEMPLATE_DB_NAME, TEST_NOW } from './fixtures';
import { PGLITE_TEMPLATES, withDatabase } from './template';

export type TestApp = {
  app: App;
  database: Database;
  /** The PostgreSQL database this app uses; empty on PGlite. */
  databaseName: string;
  /** Every SQL statement the app ran since the last `statements.length = 0`. */
  statements: string[];
  close(): Promise<void>;
};

/**
 * The real app, in process, on its own copy of the seeded database: an in-memory PGlite started
 * from the template's image, or a PostgreSQL database created from the template database.
 */
export async function buildTestApp(
  options: {
    clock?: Clock;
    catalogueCacheTtlMs?: number;
    availabilityCacheTtlMs?: number;
    devEndpoints?: boolean;
    /** Texted console codes for operators without an authenticator: on, as in the demo, unless false. */
    consoleTextCodes?: boolean;
    /** GET /docs lists the console's operations, unless false (as in production). */
    consoleInDocs?: boolean;
    social?: SocialConfig;
    push?: PushConfig;
    /** A pino logger, for tests of what reaches the logs; none means silent. */
    logger?: FastifyBaseLogger;
    payments?: PaymentConfig;
    sms?: SmsConfig;
    /** The waits between tries of a code's text. */
    codeTextRetryDelaysMs?: number[];
    shopify?: ShopifyConfig;
    trustProxy?: false | string[];
    /** Where uploads go; a fresh directory of this app's own when absent. */
    files?: FileStore;
    /** The store's revalidation after catalogue changes (a stand-in store); none when absent. */
    storeRevalidation?: StoreRevalidation;
    /** Unpaid holds per customer and placements per person and network; the store's defaults when absent. */
    placement?: PlacementSettings;
    /**
     * Whether a refusal its operation does not declare fails the test (the default). The hostile
     * walk turns it off: its random input meets different refusals each run, and it asserts no 5xx.
     */
    undeclaredRefusals?: 'fail' | 'ignore';
    /** The tax invoices' seller and rate; the demo seller (in Maharashtra) at 18% when absent. */
    invoicing?: InvoiceSettings;
    /** More database settings (a pooler's mode, a replica, the pool's size). */
    database?: Pick<DatabaseOptions, 'pooler' | 'replicaUrl' | 'poolSize'>;
  } = {},
): Promise<TestApp> {
  const statements: string[] = [];
  const filesDir = join(PGLITE_TEMPLATES, '..', 'files-tests', randomBytes(6).toString('hex'));
  const logger = { logQuery: (query: string) => void statements.push(query) };
  // Every refusal a test meets must be one its operation declares: the clients decide on codes.
  const undeclared: string[] = [];
  const copy = await copyTemplate();
  const database = await openDatabase({ ...copy.target, logger, ...options.database });
  const app = await buildApp({
    database,
    clock: options.clock ?? (() => TEST_NOW),
    catalogueCacheTtlMs: options.catalogueCacheTtlMs ?? 0,
    availabilityCacheTtlMs: options.availabilityCacheTtlMs ?? 0,
    devEndpoints: options.devEndpoints ?? true,
    consoleTextCodes: options.consoleTextCodes ?? true,
    ...(options.consoleInDocs === false && { consoleInDocs: false }),
    ...(options.social && { social: options.social }),
    // Tests' stand-in push services answer on the loopback.
    push: options.push ?? {
      subject: 'mailto:care@experience-store.in',
      testHosts: ['127.0.0.1', 'localhost'],
    },
    ...(options.logger && { logger: options.logger }),
    ...(options.payments && { payments: options.payments }),
    ...(options.sms && { sms: options.sms }),
    ...(options.codeTextRetryDelaysMs && { codeTextRetryDelaysMs: options.codeTextRetryDelaysMs }),
    ...(options.shopify && { shopify: options.shopify }),
    ...(options.trustProxy && { trustProxy: options.trustProxy }),
    ...(options.storeRevalidation && { storeRevalidation: options.storeRevalidation }),
    ...(options.placement && { placement: options.placement }),
    ...(options.invoicing && { invoicing: options.invoicing }),
    files: options.files ?? localFileStore(filesDir),
    onUndeclaredRefusal: ({ operation, code }) => {
      if (process.env.UNDECLARED_LOG) appendFileSync(process.env.UNDECLARED_LOG, `${operation} ${code}\n`);
      else if (options.undeclaredRefusals !== 'ignore') undeclared.push(`${operation} answered ${code}`);
    },
  });
  await app.ready();
  return {
    app,
    database,
    databaseName: copy.name,
    statements,
    async close() {
      try {
        await app.close();
        await database.close().catch(() => undefined); // a test may have closed it already
      } finally {
        await copy.remove();
        rmSync(filesDir, { recursive: true, force: true });
      }
      if (undeclared.length > 0)
        throw new Error(`refusals their operations do not declare:\n${[...new Set(undeclared)].join('\n')}`);
    },
  };
}

async function copyTemplate() {
  const suffix = randomBytes(6).toString('hex');
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl) {
    const name = `store_test_${suffix}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
    return {
      name,
      target: { url: withDatabase(adminUrl, name) },
      remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  return { name: '', target: { image: await pgliteTemplateImage() }, remove: async () => {} };
}

let templateImage: Promise<Blob> | undefined;
/**
 * The seeded template as an image each file's in-memory database starts from, made once per test
 * process (the files share one module graph). The tests that need a directory on disk (backups, a
 * killed process) copy the template directory themselves.
 */
function pgliteTemplateImage(): Promise<Blob> {
  templateImage ??= (async () => {
    const template = await openDatabase({ dataDir: inject('pgliteTemplate') });
    try {
      if (!template.dumpImage) throw new Error('the PGlite template opened without dumpImage');
      return await template.dumpImage();
    } finally {
      await template.close();
    }
  })();
  return templateImage;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One app for a whole describe block: built before its tests, closed after them. */
export function useTestApp(options: Parameters<typeof buildTestApp>[0] = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  afterAll(() => testApp?.close());
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is built in beforeAll');
    return testApp;
  };
}
