/**
 * «Producción» (issue 44) in Chromium against `npm start`: twelve paid orders of two materials (eight
 * Clasic, four Pro) are in the inbox; the store signs in, opens «Producción», sees them in their
 * fieldsets, builds the Clasic roll, downloads panel 1 (a PDF the roll's width wide) and the cut list,
 * and moves the orders to «En producción»; each order's page then names the plan and its panel.
 * axe on the production page and the plan page, no Content-Security-Policy violation, and the plan
 * page at 360 px without sideways scroll.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { seedPaidOrder, weekOfOrders, type SeededPaid } from '../server/production-orders';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/buzon-flow';
import { watchCspViolations } from './support/csp';
import { e2eInboxDir } from './support/inbox';
import { expectNoHorizontalScroll } from './support/layout';

const POINTS_PER_CM = 72 / 2.54;

/** This run's twelve orders, numbered apart from earlier runs' (the e2e inbox is kept between runs). */
async function seedThisRun(): Promise<SeededPaid[]> {
  const base = 500_000 + (Date.now() % 400_000) * 20;
  const seeded: SeededPaid[] = [];
  for (const [i, seed] of weekOfOrders.entries()) {
    seeded.push(await seedPaidOrder(e2eInboxDir, { ...seed, number: `MGM-${base + i}`, sequence: i }));
  }
  return seeded;
}

/** Leaves checked only this run's orders: an earlier run stopped half-way may have left paid orders behind. */
async function checkOnly(page: Page, mine: readonly SeededPaid[]): Promise<void> {
  const numbers = new Set(mine.map((order) => order.number));
  for (const box of await page.getByRole('checkbox').all()) {
    const label = (await box.evaluate((input) => input.parentElement?.textContent ?? '')).trim();
    if (!numbers.has(label.split(' · ')[0] ?? '')) await box.uncheck();
  }
}

test('the store nests the paid Clasic orders on the roll, downloads panel 1 and the cut list, and moves them to «En producción»', async ({ page }) => {
  test.setTimeout(180_000);
  const cspViolations = await watchCspViolations(page);
  const orders = await seedThisRun();
  const clasic = orders.slice(0, 8);
  await signIn(page);
  await page.getByRole('link', { name: 'Producción' }).click();
  await expect(page.getByRole('heading', { name: 'Producción', level: 1 })).toBeVisible();

  const clasicSet = page.getByRole('group', { name: 'Clasic' });
  const proSet = page.getByRole('group', { name: 'Pro' });
  for (const [i, order] of orders.entries()) {
    const seed = weekOfOrders[i];
    const shape = seed?.circular ? 'Circular' : seed?.straightEdges ? 'Rectos' : 'Redondeados';
    const box = (i < 8 ? clasicSet : proSet).getByRole('checkbox', { name: `${order.number} · ${seed?.widthCm}x${seed?.heightCm} · ${shape}` });
    await expect(box).toBeChecked();
  }
  await expect(page.getByRole('group', { name: 'Ajustes de impresión' }).getByLabel('Separación entre piezas (cm)')).toBeVisible();
  await expectNoAxeViolations(page);
  await checkOnly(page, orders);

  await page.getByRole('button', { name: 'Armar rollo Clasic' }).click();
  await expect(page.getByRole('heading', { name: /^Plan P-\d+ · Clasic$/ })).toBeVisible();
  const figures = page.locator('dl.campos');
  await expect(figures).toContainText(/Metros de rollo\s*\d+,\d\d m/);
  await expect(figures).toContainText(/Aprovechamiento\s*\d+,\d ?%/);
  const drawings = page.getByRole('img', { name: /^Panel \d+ de \d+: \d+,\d\d m de largo/ });
  await expect(drawings.first()).toBeVisible();
  for (const order of clasic) await expect(page.locator('svg text', { hasText: order.number })).toHaveCount(1);
  await expectNoAxeViolations(page);

  const [panel] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar panel 1 (PDF)' }).click()]);
  expect(panel.suggestedFilename()).toMatch(/^P-\d+-panel-1\.pdf$/);
  const pdf = await PDFDocument.load(await readFile((await panel.path()) ?? ''));
  expect(Math.round(pdf.getPage(0).getWidth() / POINTS_PER_CM)).toBe(140);

  const [cutList] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Lista de corte (CSV)' }).click()]);
  const [header, ...rows] = (await readFile((await cutList.path()) ?? '', 'utf8')).split('\r\n').filter(Boolean);
  expect(header).toBe('panel,pedido,medida_cm,forma,girada,x_cm,y_cm,ancho_cm,alto_cm');
  expect(rows.map((row) => row.split(',')[1]).sort()).toEqual(clasic.map((order) => order.number).sort());

  await page.getByRole('button', { name: 'Pasar a En producción' }).click();
  await expect(page.getByRole('status')).toContainText('pasaron a «En producción»');
  const planId = /P-\d+/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[0] ?? '';
  for (const order of clasic) {
    const state = JSON.parse(await readFile(join(order.folder, 'estado.json'), 'utf8')) as { stage: string };
    expect(state.stage).toBe('produccion');
  }
  await page.goto(`/buzon/pedidos/${clasic[0]?.id ?? ''}`);
  await expect(page.getByRole('link', { name: `Plan ${planId}` })).toBeVisible();
  await expect(page.getByText(/, panel \d+$/)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/buzon/produccion/planes/${planId}`);
  await expect(drawings.first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await cspViolations()).toEqual([]);
});
