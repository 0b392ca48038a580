import { defineConfig, devices } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    // The operator console (console*.spec.ts) is a desktop tool: its journeys run on the desktop only.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: /console(-people)?\.spec\.ts/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
