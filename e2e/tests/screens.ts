import type { Page, TestInfo } from '@playwright/test';

/**
 * Screenshots of what a person sees, kept per viewport for review: the whole page on a desktop, the
 * screen on a phone. Chromium takes a whole page by drawing beyond the emulated phone's screen and
 * switching its touch emulation off and on again; about once in twenty journeys that left its input
 * routing stale, so the next tap (on the payment window's frame) reached the page's body and never
 * the button, or the next screenshot waited for a frame that never came. Forty runs without
 * full-page phone screenshots, then sixty with screen-sized ones, went through without it.
 */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
): Promise<void> {
  const path = `.tmp/screenshots/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path, fullPage: fullPage && !testInfo.project.use.isMobile });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Every <img> on the page has loaded real pixels. */
export async function expectImagesLoaded(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
      ),
    );
    const broken = images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
    if (broken.length > 0) throw new Error(`broken images: ${broken.join(', ')}`);
    return images.length;
  });
}
