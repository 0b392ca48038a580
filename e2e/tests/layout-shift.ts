import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts from its first paint on, as the Core Web Vitals do (shifts right
 * after the customer's own input do not count); the next document records its own.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; shifted: string[] };
    w.layoutShift = 0;
    w.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShift += entry.value;
        // What moved, so a failing journey names the element (a rare shift is otherwise untraceable).
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : null;
          w.shifted.push(
            element
              ? `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${element.className}`
              : String(node?.nodeName ?? 'unknown'),
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What the page shifted so far: a shift the last frame made reaches the observer by the next frame. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift)),
        ),
      ),
  );

/** The elements the recorded shifts moved, for a failing journey's message. */
export const shiftedElements = (page: Page) =>
  page.evaluate(() => ((window as unknown as { shifted?: string[] }).shifted ?? []).join(', '));
