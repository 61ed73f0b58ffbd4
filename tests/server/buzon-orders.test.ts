import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, startBuzon, tempInbox } from './buzon-harness';
import type { BuzonServer } from './buzon-harness';
import { seedOrder } from './buzon-orders';
import type { SeededOrder } from './buzon-orders';

let inbox: Awaited<ReturnType<typeof tempInbox>>;
let server: BuzonServer;
let store: ReturnType<typeof client>;
let withFiles: SeededOrder;
let bare: SeededOrder;

beforeEach(async () => {
  inbox = await tempInbox();
  withFiles = await seedOrder(inbox.dir, { name: 'Dragón Rojo', receivedAt: new Date('2026-01-31T21:04:00Z'), withFiles: true });
  bare = await seedOrder(inbox.dir, { name: 'Sin archivos', receivedAt: new Date('2026-02-01T10:00:00Z') });
  server = await startBuzon(inbox.dir);
  store = client(server.baseUrl);
  await store.login();
});
afterEach(async () => {
  await server.close();
  await inbox.remove();
});

const sha256 = (bytes: ArrayBuffer): string => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** A raw request line, so nothing between the test and the server normalises the path. */
function rawGet(path: string, cookie: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { cookie } }, (res) => {
      let body = '';
      res.setEncoding('latin1').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

describe('downloads', () => {
  it('send every listed file byte for byte, as an attachment with a safe name', async () => {
    expect(withFiles.record.files.map((file) => file.field)).toEqual(['file', 'proof', 'print']);
    for (const file of withFiles.record.files) {
      const response = await store.request(`/buzon/pedidos/${withFiles.record.id}/archivos/${file.field}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(file.type);
      const name = { file: 'foto.jpg', proof: 'vista-previa.jpg', print: 'impresion.pdf' }[file.field];
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="dragon-rojo_2026-01-31_18-04_${name}"`);
      expect(sha256(await response.arrayBuffer())).toBe(file.sha256);
    }
  });

  it('answer 404 with what to do when a listed file is gone from the folder', async () => {
    await rm(join(withFiles.folder, 'print.pdf'));
    const response = await store.request(`/buzon/pedidos/${withFiles.record.id}/archivos/print`);
    expect(response.status).toBe(404);
    expect((await response.json()) as unknown).toEqual({ error: expect.stringContaining('ya no está en la carpeta') });
  });

  it('show the proof as a thumbnail with its type and nosniff', async () => {
    const response = await store.request(`/buzon/pedidos/${withFiles.record.id}/miniatura`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(sha256(await response.arrayBuffer())).toBe(withFiles.record.files[1]?.sha256);
    expect((await store.request(`/buzon/pedidos/${bare.record.id}/miniatura`)).status).toBe(404);
  });

  it('refuse traversal, encoded forms, absolute paths, stored names and another order’s files', async () => {
    const id = withFiles.record.id;
    const folder = basename(withFiles.folder);
    const attempts = [
      `/buzon/pedidos/${id}/archivos/file.jpg`,
      `/buzon/pedidos/${id}/archivos/submission.json`,
      `/buzon/pedidos/${id}/archivos/..%2Fsubmission.json`,
      `/buzon/pedidos/${id}/archivos/..%2F..%2F..%2F..%2Fetc%2Fpasswd`,
      `/buzon/pedidos/${id}/archivos/%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
      `/buzon/pedidos/${id}/archivos/%252e%252e%252fsubmission.json`,
      `/buzon/pedidos/${id}/archivos/%2Fetc%2Fpasswd`,
      `/buzon/pedidos/${id}/archivos/..\\..\\submission.json`,
      `/buzon/pedidos/${id}/../../../etc/passwd`,
      `/buzon/pedidos/..%2F${folder}/archivos/file`,
      `/buzon/pedidos/${folder}/archivos/file`,
      `/buzon/pedidos/%2F${encodeURIComponent(withFiles.folder)}/archivos/file`,
      `/buzon/pedidos/${bare.record.id}/archivos/file`,
      `/buzon/pedidos/${bare.record.id}/archivos/proof`,
      `/buzon/pedidos/${bare.record.id}/archivos/print`,
      `/buzon/pedidos/${id}/archivos/print.pdf`,
      `/buzon/pedidos/${bare.record.id}/miniatura`,
    ];
    for (const path of attempts) {
      const { status, body } = await rawGet(path, store.cookie);
      expect([path, status]).toEqual([path, 404]);
      expect(body).not.toContain('root:');
      expect(body).not.toContain(withFiles.record.files[0]?.sha256);
    }
  });
});

describe('the answered mark', () => {
  it('is set and cleared from the detail page and survives a restart', async () => {
    const detail = `/buzon/pedidos/${withFiles.record.id}`;
    const marked = await store.request(`${detail}/estado`, store.form({ estado: 'respondido' }));
    expect(marked.status).toBe(303);
    expect(marked.headers.get('location')).toBe(detail);

    await server.close();
    server = await startBuzon(inbox.dir);
    store = client(server.baseUrl);
    await store.login();
    const answered = await (await store.request('/buzon?estado=respondidos')).text();
    expect(answered).toContain('Dragón Rojo');
    expect(answered).not.toContain('Sin archivos');
    expect(await (await store.request(detail)).text()).toContain('Marcar como pendiente');

    await store.request(`${detail}/estado`, store.form({ estado: 'pendiente' }));
    expect(await (await store.request('/buzon?estado=pendientes')).text()).toContain('Dragón Rojo');
    expect((await store.request(`${detail}/estado`, store.form({ estado: 'borrado' }))).status).toBe(400);
  });

  it('shows on the detail a mark set by another server on the same inbox (npm run dev beside npm start)', async () => {
    const other = await startBuzon(inbox.dir);
    try {
      const otherStore = client(other.baseUrl);
      await otherStore.login();
      const detail = `/buzon/pedidos/${withFiles.record.id}`;
      expect(await (await store.request(detail)).text()).toContain('Marcar como respondido');
      await otherStore.request(`${detail}/estado`, otherStore.form({ estado: 'respondido' }));
      expect(await (await store.request(detail)).text()).toContain('Marcar como pendiente');
    } finally {
      await other.close();
    }
  });

  it('searches, filters and pages from the address, and ignores nonsense in it', async () => {
    const found = await (await store.request('/buzon?q=DRAGON&estado=todos&pagina=1')).text();
    expect(found).toContain('1 pedido para “DRAGON”');
    const odd = await store.request('/buzon?estado=%3Cx%3E&pagina=-4&q=');
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain('2 pedidos');
  });
});
