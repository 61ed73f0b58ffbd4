/**
 * An order from a 24 MP photo with an ICC profile in Chromium against `npm start`: the print PDF is
 * made in the worker while the shopper fills the form and the review shows its layout. To the local
 * inbox the photo and the proof go as resumable uploads and the order post names them with `diseno`
 * (the design's query string), read from the FormData the browser posts; the inbox builds the print
 * file itself from the photo and the design, and must have stored it as `print.pdf` (the piece plus
 * bleed holding the photo itself, at its native pixel size, in its ICC colour space), the decoded
 * `design` and `priceCheck: "ok"`. The photo goes as itself whatever the design's rotation: a turned,
 * mirrored order from a phone photo stored sideways reaches the inbox with the photo's own scan data
 * and its EXIF orientation alone, and the inbox's print.pdf turns it as the proof shows.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeDesign } from '../../src/domain/design-query';
import { exifSegment, spliceAfterSoi } from '../unit/image-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { e2eInboxDir, newFolders, readSubmission, submissionFolders } from './support/inbox';
import { keepSentForms, lastSentForm } from './support/multipart';
import { readPrintPdf } from './support/pdf';
import { quadrantPhoto, SRGB_PROFILE, uploadPhoto, withIccProfile } from './support/photos';
import { acceptLowQuality } from './support/quality';
import { jpegPicture } from './support/pictures';
import { crop, meanDifference, renderPdf, type Renderer } from './support/render-pdf';
import { sendOrder } from './support/send-order';
import { expectPhotoRotation } from './support/stage';
import { exifBlocks, scanToEndOfImage } from './support/upload-bytes';

const POINTS_PER_CM = 72 / 2.54;

test('a 24 MP order with an ICC profile sends the photo once; the inbox builds the print PDF from it at its native size', async ({ page }) => {
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
  // …plus the version of the tarifa it was priced with (issue 34) and, when served one, its stamp (issue 45).
  const sentQuery = new URLSearchParams(sent.fields.diseno);
  expect(sentQuery.get('tarifa')).toMatch(/^\d+$/);
  expect(sentQuery.get('sello') ?? '').toMatch(/^[\w-]*$/);
  sentQuery.delete('tarifa');
  sentQuery.delete('sello');
  expect(sentQuery.toString()).toBe(new URL(page.url()).searchParams.toString());

  // No file in the post: the photo and the proof went before it as uploads, and no PDF at all.
  expect(Object.keys(sent.files)).toEqual([]);
  expect(sent.fields.fileUpload).toMatch(/^[0-9a-f]{32}$/);
  expect(sent.fields.proofUpload).toMatch(/^[0-9a-f]{32}$/);
  expect(sent.fields).not.toHaveProperty('printUpload');
  expect(sent.fields.message).not.toContain('Archivo de impresión');

  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 60_000 });
  const added = await newFolders(before);
  expect(added).toHaveLength(1);
  const record = (await readSubmission(added[0] ?? '')) as Awaited<ReturnType<typeof readSubmission>> & {
    readonly design?: Record<string, unknown>;
    readonly priceCheck?: string;
  };
  const stored = record.files.find((file) => file.field === 'print');
  expect(stored).toMatchObject({ storedName: 'print.pdf', type: 'application/pdf' });
  const pdf = await readPrintPdf(await readFile(join(e2eInboxDir, added[0] ?? '', 'print.pdf')));
  expect(pdf.pointsWide).toBeCloseTo(102 * POINTS_PER_CM, 2);
  expect(pdf.pointsHigh).toBeCloseTo(62 * POINTS_PER_CM, 2);
  // The photo itself at its native 6000 × 4000 pixels, in its own colour space: cover on 100 cm is 152.4 ppi.
  expect([pdf.image.width, pdf.image.height, pdf.image.filter]).toEqual([6000, 4000, '/DCTDecode']);
  expect(pdf.image.colourSpace).toMatch(/ICCBased/);
  expect(stored).toMatchObject({ print: { image: { widthPx: 6000, heightPx: 4000, ppi: 152 } } });
  expect(pdf.cutColourSpace).toContain('/CutContour');
  expect(record.files.map((file) => file.field).sort()).toEqual(['file', 'print', 'proof']);
  expect(record.design).toMatchObject({ mode: 'Clasic', sizeCode: 'XL', widthCm: 100, heightCm: 60 });
  expect(record.priceCheck).toBe('ok');
});

test('a turned, mirrored order from a sideways phone photo sends the photo as itself; the inbox turns it in print.pdf as the proof shows', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // Stored 800 × 1200 as a phone held sideways writes it, with where it was taken: upright it is 1200 × 800.
  const stored = await quadrantPhoto(page, 800, 1200);
  const photo = Buffer.from(spliceAfterSoi(stored, exifSegment({ orientation: 6, gps: true })));
  await uploadPhoto(page, photo, 'IMG_0420.jpg');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x40' }).click();
  await page.getByRole('button', { name: 'Espejar', exact: true }).click();
  await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await expectPhotoRotation(page, 90);
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
  const { folder, record } = await sendOrder(page, 'De costado');
  expect(record.design).toMatchObject({ sizeCode: 'L', widthCm: 90, heightCm: 40, rotation: 90, mirrored: true });
  const byField = new Map(record.files.map((file) => [file.field, file]));
  const sentPhoto = byField.get('file');
  const proofFile = byField.get('proof');
  if (!sentPhoto || !proofFile) throw new Error(`Stored files: ${record.files.map((f) => f.field).join(', ')}`);

  // The photo as the phone made it: the same scan data, upright by its orientation, which is all its EXIF keeps.
  const kept = await readFile(join(e2eInboxDir, folder, sentPhoto.storedName));
  expect(sentPhoto.type).toBe('image/jpeg');
  expect(scanToEndOfImage(kept).equals(scanToEndOfImage(photo))).toBe(true);
  expect(exifBlocks(kept)).toEqual([{ segmentIndex: 1, tags: [{ tag: 0x0112, value: 6 }], nextIfd: 0, bytesAfterIfd0: 0 }]);
  expect(kept.includes('GPS')).toBe(false);

  // The print file holds those same bytes at their stored 800 × 1200 and turns them on the page.
  const pdfBytes = await readFile(join(e2eInboxDir, folder, 'print.pdf'));
  const pdf = await readPrintPdf(pdfBytes);
  expect([pdf.image.width, pdf.image.height, pdf.image.filter]).toEqual([800, 1200, '/DCTDecode']);
  expect(scanToEndOfImage(pdf.image.contents).equals(scanToEndOfImage(photo))).toBe(true);

  // Rendered as a print shop reads it, the trim box is the design the shopper approved.
  const dpi = 20;
  const bleed = Math.round(dpi / 2.54);
  const proof = await readFile(join(e2eInboxDir, folder, proofFile.storedName));
  for (const renderer of ['pdftoppm', 'ghostscript'] as Renderer[]) {
    const render = await renderPdf(pdfBytes, renderer, dpi);
    const trim = crop(render, bleed, bleed, render.width - 2 * bleed, render.height - 2 * bleed);
    const difference = meanDifference(trim, await jpegPicture(page, proof, trim.width, trim.height));
    expect(difference, `${renderer}: mean difference ${(difference * 100).toFixed(2)} %`).toBeLessThan(0.04);
  }
});
