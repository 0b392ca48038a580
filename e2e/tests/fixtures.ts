import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** WCAG 2.2 AA: the rules axe tags for it and everything below. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Each page is checked once per viewport per run: the first time a journey lands on it. Journeys
 * run one at a time (playwright.config.ts), so the order, and so what is checked, is the same every
 * run. The record is a file of the run (E2E_AXE_CHECKED, from scripts/test.mjs), not the worker's
 * memory: a new worker (after a failed journey, or for the full-browser journeys) must not check a
 * page again in whatever state its journey leaves it.
 */
const CHECKED_FILE = process.env.E2E_AXE_CHECKED;
const checkedHere = new Set<string>();
const checked = {
  has: (key: string) =>
    checkedHere.has(key) ||
    (CHECKED_FILE !== undefined &&
      existsSync(CHECKED_FILE) &&
      readFileSync(CHECKED_FILE, 'utf8').split('\n').includes(key)),
  add: (key: string) => {
    checkedHere.add(key);
    if (CHECKED_FILE) appendFileSync(CHECKED_FILE, `${key}\n`);
  },
};

export type AxeCheck = {
  /**
   * Checks the page as it is now (a dialog open, say), whether or not it was checked before; with
   * `within` (a CSS selector), only that part of it: an open dialog, over a page checked already.
   */
  check(label?: string, within?: string): Promise<void>;
};

/** Runs axe on the page and returns its serious and critical violations, one line each. */
async function violations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${v.help}`));
}

/**
 * The store's own pages, and the operator console's (its screens are the address's hash
 * route, without its query); an outside provider's stand-in page is not ours to fix.
 */
function pathOf(page: Page, testInfo: TestInfo): string | undefined {
  const url = new URL(page.url());
  const store = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1:3000');
  if (url.origin === store.origin) return url.pathname;
  const console = process.env.CONSOLE_URL ? new URL(process.env.CONSOLE_URL) : undefined;
  if (url.origin === console?.origin) return `console ${url.hash.split('?')[0] || '#/'}`;
  return undefined;
}

/** Waits for finite animations: a sheet still fading in has text at part opacity. */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/** A page that moves on by itself (a redirect, a history.back) is checked where it lands. */
const leftDuringCheck = (error: unknown) =>
  error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message);

async function scan(
  page: Page,
  testInfo: TestInfo,
  found: string[],
  label: string | undefined,
  force: boolean,
  within?: string,
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const path = pathOf(page, testInfo);
    if (path === undefined) return;
    const key = `${testInfo.project.name} ${path}${label ? ` (${label})` : ''}`;
    if (!force && checked.has(key)) return;
    try {
      await page.waitForLoadState('load');
      await animationsDone(page);
      // From the top, as a visitor lands: where a journey left the page scrolled, the sticky header
      // may lie over a link, and axe would count that against the link (target size).
      await page.evaluate(() => window.scrollTo(0, 0));
      const lines = await violations(page, within);
      checked.add(key);
      for (const line of lines) found.push(`${key}: ${line}`);
      return;
    } catch (error) {
      if (!leftDuringCheck(error)) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/**
 * React's hydration failures in a production build (418: the server's HTML did not match what the
 * browser rendered, so React threw it away and rendered again; 425, 423: older codes for the same).
 * React reports them as uncaught errors, which Playwright sees as `pageerror`.
 */
const HYDRATION_FAILED = /Minified React error #(418|423|425)\b|Hydration failed/;

/**
 * Every journey's page is checked by axe: after each `page.goto`, after each `page.waitForURL`
 * (a click that leads to another page), and where the journey ends. A serious or critical
 * violation fails the journey, listing each (rule, impact, element).
 */
export const test = base.extend<{ axe: AxeCheck; axeFound: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  axeFound: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, axeFound: found }, use, testInfo) => {
    // Every page of every journey hydrates what the server sent: a mismatch is a page drawn twice
    // (a flash, lost input), so it fails the journey, with the page where it happened.
    const hydrationFailures: string[] = [];
    page.on('pageerror', (error) => {
      if (HYDRATION_FAILED.test(error.message))
        hydrationFailures.push(`${pathOf(page, testInfo) ?? page.url()}: ${error.message}`);
    });
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await scan(page, testInfo, found, undefined, false);
      return response;
    };
    const waitForURL = page.waitForURL.bind(page);
    page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
      await waitForURL(...args);
      await scan(page, testInfo, found, undefined, false);
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
      await scan(page, testInfo, found, undefined, false);
    }
    expect(found, `axe found serious or critical violations:\n${found.join('\n')}`).toEqual([]);
    expect(hydrationFailures, `pages failed to hydrate:\n${hydrationFailures.join('\n')}`).toEqual([]);
  },
  axe: async ({ page, axeFound: found }, use, testInfo) => {
    await use({ check: (label, within) => scan(page, testInfo, found, label, true, within) });
  },
});
