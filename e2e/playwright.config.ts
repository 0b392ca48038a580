import { defineConfig, devices } from '@playwright/test';
import { headlessShell } from './tests/browsers';

// The store and API are started by scripts/test.mjs, which passes their addresses in.
const storeUrl = process.env.STORE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-output',
  // A cold store optimises every image on first sight; on 2 cores a long page takes a while.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: storeUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: headlessShell,
  },
  projects: [
    // The operator console (console*.spec.ts) is a desktop tool: its journeys run on the desktop only
    // (console-a11y.spec.ts checks its screens on a phone too).
    // So do those of what the server answers whatever the screen (headers, SEO, error
    // reports, the tag manager's loading rules): a second viewport would only repeat them.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: /(console(-(?!a11y)[a-z]+)?|security-headers|seo|error-reports|tag-manager)\.spec\.ts/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
