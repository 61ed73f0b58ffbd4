/**
 * Issue 31 in Chromium against `npm start`: a circular Classic pad and a straight-edged Pro pad are
 * ordered through the real app and reach the local inbox with their message lines, a proof whose
 * corners show the shape, and a print file (built by the inbox from the photo and the design) whose
 * page, trim box and CutContour line match it, rendered back with pdftoppm.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatPrice, quotePrice } from '../../src/domain/pricing';
import { expectNoAxeViolations } from './support/axe';
import { e2eInboxDir } from './support/inbox';
import { readPrintPdf, type PrintPdf } from './support/pdf';
import { jpegPicture } from './support/pictures';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { acceptLowQuality } from './support/quality';
import { pixel, renderPdf, type Picture } from './support/render-pdf';
import { sendOrder } from './support/send-order';

const POINTS_PER_CM = 72 / 2.54;
const DPI = 20;
const PX_PER_CM = DPI / 2.54;

interface Sent {
  readonly lines: readonly string[];
  readonly design: Record<string, unknown> | undefined;
  readonly proof: Buffer;
  readonly printBytes: Buffer;
  readonly pdf: PrintPdf;
}

/** Sends the design shaped on the editor (checking the order page with `onForm`), and reads back what the inbox stored. */
async function sendShaped(page: Page, name: string, onForm: () => Promise<void>): Promise<Sent> {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
  await onForm();
  const { folder, record } = await sendOrder(page, name);
  const proofFile = record.files.find((file) => file.field === 'proof');
  if (!proofFile) throw new Error(`Stored files: ${record.files.map((file) => file.field).join(', ')}`);
  const printBytes = await readFile(join(e2eInboxDir, folder, 'print.pdf'));
  return {
    lines: record.fields.message?.split('\n') ?? [],
    design: record.design,
    proof: await readFile(join(e2eInboxDir, folder, proofFile.storedName)),
    printBytes,
    pdf: await readPrintPdf(printBytes),
  };
}

/** The CutContour's path operators: from selecting the spot colour to the stroke. */
function cutOperators(pdf: PrintPdf): string {
  const from = pdf.operators.indexOf('/CutContour CS');
  const cut = pdf.operators.slice(from);
  return cut.slice(0, cut.search(/\sS\s/) + 2);
}

const curves = (operators: string) => operators.match(/\sc\s/g)?.length ?? 0;
const isWhite = ([r, g, b]: readonly [number, number, number]) => r > 235 && g > 235 && b > 235;
const isRed = ([r, g, b]: readonly [number, number, number]) => r > 200 && g < 70 && b < 70;

/** The pixel at (x, y) cm from the page's top-left corner of a render. */
const at = (render: Picture, xCm: number, yCm: number) => pixel(render, Math.round(xCm * PX_PER_CM), Math.round(yCm * PX_PER_CM));

async function chooseSize(page: Page, size: string): Promise<void> {
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: size }).click();
}

test('a circular Classic pad: the circle of the smaller side in the message, proof, page, trim box and cut line', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page));
  await chooseSize(page, 'L 90x40');
  await page.getByRole('button', { name: 'Circular' }).click();
  await expect(page.getByRole('button', { name: 'Circular' })).toHaveAttribute('aria-pressed', 'true');
  // A circle has no edges to choose.
  await expect(page.getByRole('group', { name: 'Bordes' })).toHaveCount(0);
  await acceptLowQuality(page);
  const sent = await sendShaped(page, 'Luna', async () => {
    const review = page.getByRole('region', { name: 'Así se va a imprimir' });
    await expect(review.getByRole('img', { name: /página de 42 × 42 cm .*la línea de corte es un círculo de 40 cm\.$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu diseño' })).toContainText('CircularSi');
  });

  expect(sent.lines.slice(0, 4)).toEqual(['Tipo: Mousepad Classic', 'Circular: Si', 'Medida: L 90x40', `Precio estimado: ${formatPrice(quotePrice('Clasic', 90, 40))}`]);
  expect(sent.lines.some((line) => line.startsWith('Bordes:'))).toBe(false);
  expect(sent.design).toMatchObject({ mode: 'Clasic', sizeCode: 'L', widthCm: 90, heightCm: 40, circular: true });

  // The proof is the whole 90x40 frame, white beyond the centred 40 cm circle.
  const proof = await jpegPicture(page, sent.proof, 450, 200);
  expect(isWhite(pixel(proof, 2, 2))).toBe(true);
  expect(isWhite(pixel(proof, 100, 100))).toBe(true);
  expect(isRed(pixel(proof, 200, 70))).toBe(true);

  // The page is the circle's square plus 1 cm of bleed; the trim box is the circle's square.
  const { pdf } = sent;
  expect([pdf.pointsWide, pdf.pointsHigh].map((v) => v.toFixed(2))).toEqual([42, 42].map((v) => (v * POINTS_PER_CM).toFixed(2)));
  expect(pdf.trimBox.map((v) => v.toFixed(2))).toEqual([1, 1, 40, 40].map((v) => (v * POINTS_PER_CM).toFixed(2)));
  expect(curves(cutOperators(pdf))).toBe(4);
  const render = await renderPdf(sent.printBytes, 'pdftoppm', DPI);
  // Beyond the bleed ring (radius 21 cm) the page corner is blank; 19 cm from the centre, on the diagonal, is the photo.
  expect(isWhite(at(render, 0.3, 0.3))).toBe(true);
  expect(isWhite(at(render, 2.5, 2.5))).toBe(true);
  const inside = 21 - 19 / Math.SQRT2;
  expect(isRed(at(render, inside, inside))).toBe(true);
});

test('a straight-edged Pro pad: «Bordes: Rectos», square proof corners and a plain rectangle for the cut', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?mode=Pro');
  await uploadPhoto(page, await quadrantJpeg(page));
  await chooseSize(page, 'S 25x25');
  const edges = page.getByRole('group', { name: 'Bordes' });
  await expect(edges.getByRole('button', { name: 'Bordes redondeados' })).toHaveAttribute('aria-pressed', 'true');
  await edges.getByRole('button', { name: 'Bordes rectos' }).focus();
  await page.keyboard.press('Enter');
  await expect(edges.getByRole('button', { name: 'Bordes rectos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('application', { name: /bordes rectos/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const sent = await sendShaped(page, 'Recto', async () => {
    const review = page.getByRole('region', { name: 'Así se va a imprimir' });
    await expect(review.getByRole('img', { name: /la línea de corte es un rectángulo de 25 × 25 cm\.$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu diseño' })).toContainText('BordesRectos');
    await expectNoAxeViolations(page);
  });

  expect(sent.lines.slice(0, 5)).toEqual([
    'Tipo: Mousepad Pro',
    'Circular: No',
    'Bordes: Rectos',
    'Medida: S 25x25',
    `Precio estimado: ${formatPrice(quotePrice('Pro', 25, 25))}`,
  ]);
  expect(sent.design).toMatchObject({ mode: 'Pro', sizeCode: 'SP', circular: false, straightEdges: true });

  // A rounded pad's 0.5 cm corner would be 8 px of white here; a straight one is the photo to the corner.
  const proof = await jpegPicture(page, sent.proof, 400, 400);
  expect(isRed(pixel(proof, 0, 0))).toBe(true);

  const { pdf } = sent;
  expect([pdf.pointsWide, pdf.pointsHigh].map((v) => v.toFixed(2))).toEqual([27, 27].map((v) => (v * POINTS_PER_CM).toFixed(2)));
  expect(pdf.trimBox.map((v) => v.toFixed(2))).toEqual([1, 1, 25, 25].map((v) => (v * POINTS_PER_CM).toFixed(2)));
  const cut = cutOperators(pdf);
  expect(curves(cut)).toBe(0);
  expect(cut.match(/\sl\s/g)).toHaveLength(4);
  // The bleed keeps square corners too: the page's very corner carries the mirrored photo.
  const render = await renderPdf(sent.printBytes, 'pdftoppm', DPI);
  expect(isRed(at(render, 0.2, 0.2))).toBe(true);
});
