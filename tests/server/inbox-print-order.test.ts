import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import { initialDesign } from '../../src/domain/design';
import type { DesignConfig } from '../../src/domain/design';
import { decodeDesign, encodeDesign } from '../../src/domain/design-query';
import { designPriceText } from '../../src/domain/order-message';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, jpegBytes, orderForm, orderMessage, post, printPdf, sha256 } from './multipart-fixtures';

/** The order message fixture states $92.000: the price of an Alfombra XXL 140x100 (decisions §1). */
const design: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100, mirrored: true, rotation: 90 };
const diseno = encodeDesign(design).toString();

let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

/** Sends an order and returns the record the inbox stored for it (the newest folder). */
async function storedRecord(form: FormData): Promise<{ record: SubmissionRecord; folder: string }> {
  const answer = await post(`${app.baseUrl}/f/mgm-local`, form);
  expect(answer.status).toBe(200);
  const [name = ''] = (await readdir(app.inboxDir)).filter((entry) => !entry.startsWith('.')).sort().reverse();
  const folder = join(app.inboxDir, name);
  return { record: JSON.parse(await readFile(join(folder, 'submission.json'), 'utf8')) as SubmissionRecord, folder };
}

describe('a print-ready order', () => {
  it('stores the print PDF the inbox built with its page size and picture density, the decoded design and the price check', async () => {
    const photo = jpegBytes(400_000, 5600, 4000);
    const { record, folder } = await storedRecord(orderForm({ proof: new Blob([jpegBytes(3000)]), diseno }, [], photo));
    expect((await readdir(folder)).sort()).toEqual(['correo', 'file.jpg', 'print.pdf', 'proof.jpg', 'submission.json']);
    const pdf = await readFile(join(folder, 'print.pdf'));
    expect(record.files.find((file) => file.field === 'print')).toEqual({
      field: 'print',
      storedName: 'print.pdf',
      size: pdf.length,
      sha256: sha256(pdf),
      type: 'application/pdf',
      // Turned by the design's 90°, the photo's 4000 px cover the 140 cm: 72.6 ppi.
      print: { pageWidthCm: 142, pageHeightCm: 102, image: { widthPx: 5600, heightPx: 4000, ppi: 73 } },
    });
    expect(record.design).toEqual(decodeDesign(new URLSearchParams(diseno)));
    expect(record.design).toMatchObject({ mode: 'Alfombra', sizeCode: 'XXLA', widthCm: 140, heightCm: 100, rotation: 90, mirrored: true });
    expect(orderMessage).toContain(`Precio estimado: ${designPriceText(design)}`);
    expect(record.priceCheck).toBe('ok');
  });

  it('keeps an order whose message states another price, flagged as a mismatch', async () => {
    const message = orderMessage.replace(/Precio estimado: .*/, 'Precio estimado: $1.000');
    const { record } = await storedRecord(orderForm({ message, diseno }));
    expect(record.priceCheck).toBe('mismatch');
  });

  it('stores no design when the order did not send one', async () => {
    const { record } = await storedRecord(orderForm());
    expect(record).not.toHaveProperty('design');
    expect(record).not.toHaveProperty('priceCheck');
  });
});

describe('a hostile diseno', () => {
  it('is stored clamped by the shared codec, never crashing the inbox', async () => {
    const hostile = 'mode=Hacker&widthCm=99999&heightCm=-5&selectedClient=%3Cscript%3E&rotacion=45&imageMode=__proto__&isCircular=1&bordes=__proto__';
    const { record } = await storedRecord(orderForm({ diseno: hostile }));
    expect(record.design).toEqual(decodeDesign(new URLSearchParams(hostile)));
    expect(record.design).toMatchObject({ mode: 'Clasic', sizeCode: null, rotation: 0, fit: 'cover', circular: false, straightEdges: false });
    expect(record.priceCheck).toBe('mismatch');
  });

  it.each([
    ['a control character', 'mode=Pro\u001b[2J'],
    ['more than 2000 characters', `mode=Pro&x=${'a'.repeat(2000)}`],
  ])('is refused with %s', async (_, value) => {
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({ diseno: value }));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['TYPE_TEXT:diseno']);
  });
});

describe('a print file sent by a client', () => {
  it.each([
    ['a whole PDF', async () => printPdf()],
    ['HTML behind a PDF header', async () => new TextEncoder().encode('%PDF-1.7\n<html><script>alert(1)</script></html>\nstartxref\n0\n%%EOF\n')],
  ])('is refused without being read: %s', async (_, bytes) => {
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({ print: new Blob([new Uint8Array(await bytes())]), diseno }));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['NO_FILE_UPLOADS:print']);
    expect(answer.body.errors?.[0]?.message).toMatch(/arma el archivo de impresión/);
  });
});
