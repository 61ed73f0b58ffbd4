/**
 * An order from a 24 MP photo with an ICC profile in Chromium against `npm start`: the print PDF is
 * made in the worker while the shopper fills the form, the review shows its layout, and the order
 * carries `print` (a PDF of the piece plus bleed holding the photo itself, at its native pixel size,
 * in its ICC colour space) and `diseno` (the design's query string).
 * What the browser sends is read from the FormData it posts; then the inbox must have stored the
 * PDF as `print.pdf`, the decoded `design` and `priceCheck: "ok"`.
 */
import { expect, test } from '@playwright/test';
import { decodeDesign } from '../../src/domain/design-query';
import { expectNoAxeViolations } from './support/axe';
import { newFolders, readSubmission, submissionFolders } from './support/inbox';
import { keepSentForms, lastSentForm } from './support/multipart';
import { readPrintPdf } from './support/pdf';
import { quadrantPhoto, SRGB_PROFILE, uploadPhoto, withIccProfile } from './support/photos';

const POINTS_PER_CM = 72 / 2.54;

test('a 24 MP order with an ICC profile sends the print PDF and the design, made while the form is filled', async ({ page }) => {
  test.setTimeout(120_000);
  await keepSentForms(page);
  await page.goto('/');
  await uploadPhoto(page, withIccProfile(await quadrantPhoto(page, 6000, 4000), SRGB_PROFILE, 2), 'foto-24mp.jpg');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'XL 100x60' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);

  const review = page.getByRole('region', { name: 'Así se va a imprimir' });
  await expect(review.getByRole('img', { name: /página de 102 × 62 cm con 1 cm de sangrado.*esquinas redondeadas/ })).toBeVisible();
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill('Montaña');
  await page.getByRole('textbox', { name: /tu email/i }).fill('ana@example.com');
  await expect(review.getByRole('status')).toContainText('Archivo de impresión listo', { timeout: 60_000 });
  await expect(review.getByRole('link', { name: 'Descargar el PDF de impresión' })).toBeVisible();
  await expectNoAxeViolations(page);

  const before = await submissionFolders();
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect.poll(() => page.evaluate(() => window.sentForms?.length ?? 0)).toBe(1);
  const sent = await lastSentForm(page);

  // The design travels as data, in the same codec as the address of /formulario.
  const design = decodeDesign(new URLSearchParams(sent.fields.diseno));
  expect(design).toMatchObject({ mode: 'Clasic', sizeCode: 'XL', widthCm: 100, heightCm: 60, fit: 'cover', circular: false });
  expect(new URLSearchParams(sent.fields.diseno).toString()).toBe(new URL(page.url()).searchParams.toString());

  const print = sent.files.print;
  if (!print) throw new Error(`sent files: ${Object.keys(sent.files).join(', ')}`);
  expect([print.filename, print.mimeType]).toEqual(['impresion.pdf', 'application/pdf']);
  expect(print.bytes.length).toBeLessThanOrEqual(25_000_000);
  const pdf = await readPrintPdf(print.bytes);
  expect(pdf.pointsWide).toBeCloseTo(102 * POINTS_PER_CM, 2);
  expect(pdf.pointsHigh).toBeCloseTo(62 * POINTS_PER_CM, 2);
  // The photo itself at its native 6000 × 4000 pixels, in its own colour space: cover on 100 cm is 152.4 ppi.
  expect([pdf.image.width, pdf.image.height, pdf.image.filter]).toEqual([6000, 4000, '/DCTDecode']);
  expect(pdf.image.colourSpace).toMatch(/ICCBased/);
  expect(pdf.cutColourSpace).toContain('/CutContour');
  expect(Object.keys(sent.files).sort()).toEqual(['file', 'print', 'proof']);
  expect(sent.fields.message).not.toContain('Archivo de impresión');

  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 60_000 });
  const added = await newFolders(before);
  expect(added).toHaveLength(1);
  const record = (await readSubmission(added[0] ?? '')) as Awaited<ReturnType<typeof readSubmission>> & {
    readonly design?: Record<string, unknown>;
    readonly priceCheck?: string;
  };
  const stored = record.files.find((file) => file.field === 'print');
  expect(stored).toMatchObject({ storedName: 'print.pdf', size: print.bytes.length, print: { image: { widthPx: 6000, heightPx: 4000, ppi: 152 } } });
  expect(record.design).toMatchObject({ mode: 'Clasic', sizeCode: 'XL', widthCm: 100, heightCm: 60 });
  expect(record.priceCheck).toBe('ok');
});
