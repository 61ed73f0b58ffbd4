import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrintPdf } from '../../server/inbox/print-check';
import { initialDesign } from '../../src/domain/design';
import type { DesignConfig } from '../../src/domain/design';
import { encodeDesign } from '../../src/domain/design-query';
import { newTextLayer } from '../../src/domain/text-layers';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { jpegBytes, orderForm, post, sha256 } from './multipart-fixtures';
import { sendWhole } from './tus-requests';
import { listSubmissions } from '../../server/orders/order-folders';

/** The fixture message states $92.000: an Alfombra XXL 140x100. */
const design: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100, rotation: 90 };

let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

async function orderThroughUploads(photo: Uint8Array, ordered: DesignConfig = design) {
  const order = randomUUID();
  const endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
  const file = await sendWhole(endpoint, photo, { campo: 'file', pedido: order });
  const proof = await sendWhole(endpoint, jpegBytes(20_000), { campo: 'proof', pedido: order });
  const form = orderForm({ pedido: order, fileUpload: file.id, proofUpload: proof.id, diseno: encodeDesign(ordered).toString() }, ['file']);
  const answer = await post(`${app.baseUrl}/f/mgm-local`, form);
  expect(answer.status).toBe(200);
  const { submissions } = await listSubmissions(app.inboxDir);
  const stored = submissions.find((entry) => entry.record.files.some((entryFile) => entryFile.sha256 === sha256(photo)));
  if (!stored) throw new Error('the order was not stored');
  return stored;
}

describe('the print file built by the inbox', () => {
  it('is made from the uploaded photo and the decoded design, and passes the print file checks', async () => {
    // The browser uploads the photo itself, 5600 × 4000; the print file turns it by the design's 90°.
    const photo = jpegBytes(400_000, 5600, 4000);
    const { folder, record } = await orderThroughUploads(photo);
    expect((await readdir(folder)).sort()).toEqual(['correo', 'file.jpg', 'print.pdf', 'proof.jpg', 'submission.json']);
    const bytes = new Uint8Array(await readFile(join(folder, 'print.pdf')));
    const facts = await checkPrintPdf(bytes);
    // The piece and 1 cm of bleed on each side; the photo itself is embedded, never re-encoded.
    expect(facts).toMatchObject({ pageWidthCm: 142, pageHeightCm: 102, image: { widthPx: 5600, heightPx: 4000 } });
    // Turned, its 4000 px cover the 140 cm (72.6 ppi); unturned, 5600 px would (101.6 ppi).
    expect(facts?.image?.ppi).toBeCloseTo(72.6, 0);
    expect(record.files.find((file) => file.field === 'print')).toEqual({
      field: 'print',
      storedName: 'print.pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      type: 'application/pdf',
      print: facts,
    });
    expect(Buffer.from(bytes).includes(Buffer.from(photo.subarray(-2000)))).toBe(true);
  });

  it('draws the design\'s text layers as vector text in embedded fonts', async () => {
    const named: DesignConfig = { ...design, texts: [newTextLayer('SANTI', 'orbitron')] };
    const { folder } = await orderThroughUploads(jpegBytes(60_000, 5600, 4000), named);
    const file = join(folder, 'print.pdf');
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('SANTI');
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/Orbitron\S*\s+CID TrueType\s+Identity-H\s+yes/);
  });
});
