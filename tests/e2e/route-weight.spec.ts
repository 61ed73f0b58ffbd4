/**
 * The weight budgets (DESIGN.md, Speed and weight), measured as a phone meets them: every script in Chromium's
 * network log while a route loads on a fresh browser, as sent (compressed body and response
 * headers), including the parts loaded right after the first paint. Byte counts of a given build
 * are deterministic, so this is a budget check, not a timing.
 */
import { expect, test, type CDPSession } from '@playwright/test';
import { ROUTE_BUDGETS } from '../size/route-weight';

interface ScriptLoad {
  readonly url: string;
  readonly bytes: number;
}

/** Scripts whose load finished, with the bytes that crossed the wire (Network.loadingFinished). */
function recordScripts(cdp: CDPSession): ScriptLoad[] {
  const scripts = new Map<string, string>();
  const loads: ScriptLoad[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = scripts.get(requestId);
    if (url !== undefined) loads.push({ url, bytes: encodedDataLength });
  });
  return loads;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

for (const { route, budgetKb } of ROUTE_BUDGETS) {
  test(`${route} descarga a lo sumo ${budgetKb} KB de JavaScript en la primera carga`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A fresh profile: nothing in the HTTP cache, no service worker, no draft.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const loads = recordScripts(cdp);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The parts deferred past the first paint (footer, drafts, image client) load now; wait them out.
    await page.waitForLoadState('networkidle');
    const total = loads.reduce((sum, load) => sum + load.bytes, 0);
    const files = loads.map(({ url, bytes }) => `${new URL(url).pathname} ${kb(bytes)} KB`);
    console.log(`${route}: ${kb(total)} KB de JavaScript en ${loads.length} archivos (presupuesto ${budgetKb} KB)`);
    expect(loads.length).toBeGreaterThan(0);
    expect(total, files.join('\n')).toBeLessThanOrEqual(budgetKb * 1024);
  });
}
