/**
 * The inbox's side of print-ready orders in Chromium against `npm start` (issue 11): a form posted
 * from the app's own page with its design as data is stored with the decoded `design` and its price
 * check, and the print.pdf the inbox builds turns the photo as the design says; a hostile `diseno`
 * is stored clamped, and the inbox keeps taking orders.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeDesign, encodeDesign } from '../../src/domain/design-query';
import { initialDesign } from '../../src/domain/design';
import { designPriceText } from '../../src/domain/order-message';
import { e2eInboxDir } from './support/inbox';
import { postOrder } from './support/post-order';
import { crop, pixel, renderPdf } from './support/render-pdf';

const message = (price: string): string => `Tipo: Alfombra\nPrecio estimado: ${price}`;

test('an order with its design as data is stored decoded, with its price checked and its photo turned in print.pdf', async ({ page }) => {
  await page.goto('/home');
  const design = { ...initialDesign('Alfombra'), sizeCode: 'LA', widthCm: 90, heightCm: 60, rotation: 180 as const };
  const diseno = encodeDesign(design).toString();
  const record = await postOrder(page, diseno, message(designPriceText(design)));
  expect(record.design).toEqual(decodeDesign(new URLSearchParams(diseno)));
  expect(record.priceCheck).toBe('ok');
  // The 3:2 photo (red, green on top; blue, yellow below) covers the 90 × 60 piece exactly, turned half a turn.
  const dpi = 10;
  const bleed = Math.round(dpi / 2.54);
  const render = await renderPdf(await readFile(join(e2eInboxDir, record.folder, 'print.pdf')), 'pdftoppm', dpi);
  const trim = crop(render, bleed, bleed, render.width - 2 * bleed, render.height - 2 * bleed);
  const quarters = [0.25, 0.75].flatMap((fy) => [0.25, 0.75].map((fx) => pixel(trim, Math.round(trim.width * fx), Math.round(trim.height * fy))));
  // Yellow and blue on top, green and red below.
  const turned = [[255, 255, 0], [0, 0, 255], [0, 255, 0], [255, 0, 0]];
  turned.forEach((colour, i) => {
    colour.forEach((value, c) => expect(Math.abs((quarters[i]?.[c] ?? -1) - value), `quarter ${i}: ${quarters[i]?.join(',')}`).toBeLessThan(40));
  });
});

test('a hostile diseno is stored clamped and the inbox keeps working', async ({ page }) => {
  await page.goto('/home');
  const hostile = 'mode=Alfombra&widthCm=1e308&heightCm=NaN&rotacion=-90&selectedColor=%00&isCircular=yes';
  const record = await postOrder(page, hostile, message('$1'));
  expect(record.design).toEqual(decodeDesign(new URLSearchParams(hostile)));
  expect(record.priceCheck).toBe('mismatch');
  const next = await postOrder(page, encodeDesign(initialDesign('Pro')).toString(), message(designPriceText(initialDesign('Pro'))));
  expect(next.priceCheck).toBe('ok');
});
