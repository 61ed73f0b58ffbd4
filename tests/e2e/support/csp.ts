import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation of a page from the first script on: the
 * document's `securitypolicyviolation` events and Chromium's console reports (which also name
 * violations inside workers).
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...reports,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}
