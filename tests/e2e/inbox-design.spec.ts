/**
 * The inbox's side of print-ready orders in Chromium against `npm start` (issue 11): a form posted
 * from the app's own page with its design as data is stored with the decoded `design` and its price
 * check; a hostile `diseno` is stored clamped, and the inbox keeps taking orders.
 */
import { expect, test, type Page } from '@playwright/test';
import { decodeDesign, encodeDesign } from '../../src/domain/design-query';
import { initialDesign } from '../../src/domain/design';
import { designPriceText } from '../../src/domain/order-message';
import { newFolders, readSubmission, submissionFolders } from './support/inbox';
import { quadrantJpeg } from './support/photos';

/** Posts an order from the page, as the app's form does, and returns the stored record. */
async function postOrder(page: Page, diseno: string, price: string): Promise<Record<string, unknown>> {
  const photo = (await quadrantJpeg(page)).toString('base64');
  const before = await submissionFolders();
  const status = await page.evaluate(
    async ({ base64, designQuery, priceText }) => {
      const form = new FormData();
      form.append('nombreModelo', 'Diseno Datos');
      form.append('email', 'datos@example.com');
      form.append('message', `Tipo: Alfombra\nPrecio estimado: ${priceText}`);
      form.append('diseno', designQuery);
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
      const answer = await fetch('/f/mgm-local', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
      return answer.status;
    },
    { base64: photo, designQuery: diseno, priceText: price },
  );
  expect(status).toBe(200);
  const [folder = ''] = await newFolders(before);
  return (await readSubmission(folder)) as unknown as Record<string, unknown>;
}

test('an order with its design as data is stored decoded, with its price checked', async ({ page }) => {
  await page.goto('/home');
  const design = { ...initialDesign('Alfombra'), sizeCode: 'LA', widthCm: 90, heightCm: 60, rotation: 180 as const };
  const diseno = encodeDesign(design).toString();
  const record = await postOrder(page, diseno, designPriceText(design));
  expect(record.design).toEqual(decodeDesign(new URLSearchParams(diseno)));
  expect(record.priceCheck).toBe('ok');
});

test('a hostile diseno is stored clamped and the inbox keeps working', async ({ page }) => {
  await page.goto('/home');
  const hostile = 'mode=Alfombra&widthCm=1e308&heightCm=NaN&rotacion=-90&selectedColor=%00&isCircular=yes';
  const record = await postOrder(page, hostile, '$1');
  expect(record.design).toEqual(decodeDesign(new URLSearchParams(hostile)));
  expect(record.priceCheck).toBe('mismatch');
  const next = await postOrder(page, encodeDesign(initialDesign('Pro')).toString(), designPriceText(initialDesign('Pro')));
  expect(next.priceCheck).toBe('ok');
});
