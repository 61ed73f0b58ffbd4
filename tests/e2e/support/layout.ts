import { expect, type Page } from '@playwright/test';

/** The page must not scroll sideways: the document is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `ancho del documento en ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}
