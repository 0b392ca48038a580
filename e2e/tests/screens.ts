import type { Page, TestInfo } from '@playwright/test';

/** Full-page screenshots of what a person sees, kept per viewport for review. */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
): Promise<void> {
  const path = `.tmp/screenshots/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path, fullPage });
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
