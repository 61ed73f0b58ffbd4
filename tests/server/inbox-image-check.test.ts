import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, jpegBytes, orderForm, pngBytes, pngHeader, pngOf, post } from './multipart-fixtures';

let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const htmlBehindJpegMagic = new Uint8Array(
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<!doctype html><script>alert(document.cookie)</script>'.repeat(40))]),
);

describe('uploads checked by their whole structure, as the browser checks them', () => {
  it.each([
    ['an HTML document behind FF D8 FF', htmlBehindJpegMagic],
    ['a JPEG cut before its end', jpegBytes(5000).subarray(0, 4000)],
    ['a PNG without IEND', pngBytes(5000).subarray(0, 4000)],
    ['a PNG that claims 20000×20000 pixels', pngOf(pngHeader(20_000, 20_000), deflateSync(Buffer.alloc(100)))],
    ['a JPEG frame of 0×0', jpegBytes(5000, 0, 0)],
  ])('refuses %s as the photo', async (_, bytes) => {
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({}, [], new Uint8Array(bytes)));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['NO_FILE_UPLOADS:file']);
  });

  it('refuses an HTML document behind JPEG magic as the proof', async () => {
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([htmlBehindJpegMagic]) }));
    expect(codes(answer)).toEqual(['NO_FILE_UPLOADS:proof']);
  });

  it('accepts a photo of exactly 100 MP', async () => {
    // One byte per eight 8×8 blocks is the least scan data a JPEG of 10000×10000 can hold.
    expect((await post(`${app.baseUrl}/f/mgm-local`, orderForm({}, [], jpegBytes(200_000, 10_000, 10_000)))).status).toBe(200);
  });
});
