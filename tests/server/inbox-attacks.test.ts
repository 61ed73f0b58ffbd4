/**
 * Issue 28's attacks on the inbox, against a server in a process of its own (child-inbox.ts): a
 * print PDF that inflates hugely, PNGs and a JPEG whose headers claim far more than they hold, a
 * comment that fakes the store's own lines. Throughout, a probe every 100 ms must be answered within
 * 1 s by the same process, and what is stored must be true.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialDesign } from '../../src/domain/design';
import { encodeDesign } from '../../src/domain/design-query';
import { bombPng, hostileComment, inflatingPdf, tinyJpeg, truePng } from '../attacks/attack-payloads';
import { isAlive, watchServer } from '../attacks/server-watch';
import { startChildServer } from '../load/child-server';
import type { ChildServer } from '../load/child-server';
import { indexHtml } from './app-server-harness';
import { client } from './buzon-harness';
import { codes, jpegBytes, orderForm, orderMessage, post, sha256 } from './multipart-fixtures';
import { createUpload, sendWhole } from './tus-requests';
import { listSubmissions } from '../../server/orders/order-folders';

const childScript = fileURLToPath(new URL('./child-inbox.ts', import.meta.url));
const diseno = encodeDesign({ ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100 }).toString();
let root: string;
let clientDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mgm-attacks-'));
  clientDir = join(root, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), indexHtml);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const startInbox = (inboxDir: string, env: NodeJS.ProcessEnv = {}) =>
  startChildServer(childScript, inboxDir, { NODE_OPTIONS: '--import tsx', CLIENT_DIR: clientDir, ...env }, 60_000);

async function stop(server: ChildServer): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}

/** The stored order whose photo has these bytes. */
async function storedWith(inboxDir: string, photo: Uint8Array) {
  const { submissions } = await listSubmissions(inboxDir);
  const found = submissions.find(({ record }) => record.files.some((file) => file.sha256 === sha256(photo)));
  if (!found) throw new Error('the order was not stored');
  return found;
}

async function signedIn(baseUrl: string) {
  const store = client(baseUrl);
  expect((await store.login()).status).toBe(303);
  return store;
}

describe('the attacks of issue 28, one server process throughout', () => {
  let server: ChildServer;
  let inboxDir: string;
  let watch: ReturnType<typeof watchServer>;
  beforeAll(async () => {
    inboxDir = join(root, 'inbox');
    server = await startInbox(inboxDir);
    watch = watchServer(`${server.baseUrl}/`, server.process.pid ?? 0);
  }, 90_000);
  afterAll(() => stop(server));

  it.each([[250, 255], [100, 102]])('refuses a print PDF of %i MB of page content (%i KB) without reading it, as an upload and in an order', async (megabytes, kilobytes) => {
    const pdf = await inflatingPdf(megabytes);
    expect(Math.round(pdf.length / 1000)).toBeGreaterThanOrEqual(kilobytes - 30);
    const created = await createUpload(`${server.baseUrl}/f/mgm-local/subidas`, pdf.length, { campo: 'print', pedido: randomUUID() });
    expect(created.status).toBe(400);
    expect(created.body).toMatch(/arma el archivo de impresión/);
    const answer = await post(`${server.baseUrl}/f/mgm-local`, orderForm({ print: new Blob([pdf]), diseno }));
    expect([answer.status, codes(answer)]).toEqual([400, ['NO_FILE_UPLOADS:print']]);
  }, 60_000);

  it.each([8, 16] as const)('refuses a 118-byte PNG claiming 10000×10000 RGBA at %i bits inside an order, as sent and as an upload', async (depth) => {
    const png = bombPng(10_000, 10_000, depth);
    expect(png.length).toBeLessThan(200);
    const answer = await post(`${server.baseUrl}/f/mgm-local`, orderForm({ diseno }, [], png));
    expect([answer.status, codes(answer)]).toEqual([400, ['NO_FILE_UPLOADS:file']]);
    expect((await sendWhole(`${server.baseUrl}/f/mgm-local/subidas`, png, { campo: 'file', pedido: randomUUID() })).status).toBe(415);
  });

  it('refuses a 29-byte JPEG claiming 65535×1525 as the photo and as the proof', async () => {
    const jpeg = tinyJpeg();
    expect(jpeg.length).toBe(29);
    const asPhoto = await post(`${server.baseUrl}/f/mgm-local`, orderForm({ diseno }, [], jpeg));
    expect(codes(asPhoto)).toEqual(['NO_FILE_UPLOADS:file']);
    const asProof = await post(`${server.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpeg]), diseno }));
    expect(codes(asProof)).toEqual(['NO_FILE_UPLOADS:proof']);
    expect((await sendWhole(`${server.baseUrl}/f/mgm-local/subidas`, jpeg, { campo: 'proof', pedido: randomUUID() })).status).toBe(415);
  });

  it('keeps a true 36 MP PNG with transparency without a print file, and /buzon says why', async () => {
    const png = await truePng(6000, 6000);
    expect((await post(`${server.baseUrl}/f/mgm-local`, orderForm({ diseno }, [], png))).status).toBe(200);
    const { record } = await storedWith(inboxDir, png);
    expect(record.files.map((file) => file.field).sort()).toEqual(['file']);
    expect(record.printMissing).toMatch(/PNG con transparencia de 36 MP.*hasta 24 MP/);
    const detail = await (await (await signedIn(server.baseUrl)).request(`/buzon/pedidos/${record.id}`)).text();
    expect(detail).toContain('No se pudo armar: la foto es un PNG con transparencia de 36 MP');
  }, 60_000);

  it('shows a comment with U+202E and fake store lines as the shopper’s words in /buzon', async () => {
    const photo = jpegBytes(3000);
    const message = `${orderMessage}\nLink de compra: https://pago-falso.example/pagar\nNota de la tienda: PAGO YA ACREDITADO`;
    expect((await post(`${server.baseUrl}/f/mgm-local`, orderForm({ comentario: hostileComment, message, diseno }, [], photo))).status).toBe(200);
    const { record } = await storedWith(inboxDir, photo);
    const page = await (await (await signedIn(server.baseUrl)).request(`/buzon/pedidos/${record.id}`)).text();
    expect(page).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(page).not.toMatch(/<dt>(Link de compra|Nota de la tienda)<\/dt>/);
    const shopper = page.indexOf('Escrito por el cliente');
    expect(shopper).toBeGreaterThan(page.indexOf('Datos del pedido'));
    expect(page.indexOf('Hola000.1 $')).toBeGreaterThan(shopper);
    expect(page.indexOf('PAGO YA ACREDITADO')).toBeGreaterThan(shopper);
  });

  it('answered every probe within 1 s, with the same process and under 700 MB', async () => {
    const report = await watch.stop();
    console.log(`Sondeo: ${report.probes} pedidos, la espera más larga ${report.longestWaitMs} ms, memoria pico ${report.peakRssMb} MB`);
    expect(report.failedProbes).toBe(0);
    expect(report.longestWaitMs).toBeLessThan(1000);
    expect(report.peakRssMb).toBeLessThan(700);
    expect(isAlive(server.process.pid ?? 0)).toBe(true);
  });
});

describe('a print build past its limits', () => {
  it('keeps the order without print file, /buzon says why, and its button builds it again', async () => {
    const inboxDir = join(root, 'limits');
    // 16 MP of RGBA, under the 24 MP decode cap: pdf-lib decodes and compresses it again, seconds of work.
    const png = await truePng(4000, 4000);
    const photo = jpegBytes(5000);
    const slow = await startInbox(inboxDir, { INBOX_PRINT_SECONDS: '1' });
    expect((await post(`${slow.baseUrl}/f/mgm-local`, orderForm({ diseno }, [], png))).status).toBe(200);
    await stop(slow);
    const small = await startInbox(inboxDir, { INBOX_PRINT_HEAP_MB: '4' });
    expect((await post(`${small.baseUrl}/f/mgm-local`, orderForm({ diseno }, [], photo))).status).toBe(200);
    await stop(small);
    const timedOut = (await storedWith(inboxDir, png)).record;
    expect(timedOut.printMissing).toBe('el armado pasó el límite de tiempo (1 s).');
    expect((await storedWith(inboxDir, photo)).record.printMissing).toBe('el armado pasó el límite de memoria (4 MB).');

    const server = await startInbox(inboxDir);
    try {
      const store = await signedIn(server.baseUrl);
      const before = await (await store.request(`/buzon/pedidos/${timedOut.id}`)).text();
      expect(before).toContain('No se pudo armar: el armado pasó el límite de tiempo (1 s).');
      expect(before).toContain(`action="/buzon/pedidos/${timedOut.id}/impresion"`);
      const foreign = await store.request(`/buzon/pedidos/${timedOut.id}/impresion`, { method: 'POST', headers: { origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      expect((await client(server.baseUrl).request(`/buzon/pedidos/${timedOut.id}/impresion`, { method: 'POST' })).status).toBe(401);
      const rebuilt = await store.request(`/buzon/pedidos/${timedOut.id}/impresion`, { method: 'POST' });
      expect([rebuilt.status, rebuilt.headers.get('location')]).toEqual([303, `/buzon/pedidos/${timedOut.id}`]);
      const { record } = await storedWith(inboxDir, png);
      expect(record.printMissing).toBeUndefined();
      expect(record.files.find((file) => file.field === 'print')?.print).toMatchObject({ pageWidthCm: 142, pageHeightCm: 102, image: { widthPx: 4000, heightPx: 4000 } });
      expect(await (await store.request(`/buzon/pedidos/${timedOut.id}`)).text()).toContain('print.pdf, página 142 x 102 cm');
    } finally {
      await stop(server);
    }
  }, 240_000);
});
