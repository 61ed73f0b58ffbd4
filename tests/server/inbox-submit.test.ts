import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { jpegBytes, orderForm, orderMessage, pngBytes, post, sha256 } from './multipart-fixtures';

let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer({ project: 'proj1' });
});
afterAll(() => app.close());

async function visibleFolders(): Promise<string[]> {
  return (await readdir(app.inboxDir)).filter((name) => !name.startsWith('.')).sort();
}

describe('a valid order', () => {
  it('is stored whole, with server-chosen file names and their SHA-256, then acknowledged', async () => {
    const image = pngBytes(300_000);
    const proof = jpegBytes(40_000);
    const before = await visibleFolders();
    const answer = await post(
      `${app.baseUrl}/f/mgm-local`,
      orderForm({ proof: new Blob([proof]), extra: 'no se guarda', '_gotcha': 'x' }, [], image),
    );
    expect(answer).toMatchObject({ status: 200, body: { ok: true, pedido: expect.stringMatching(/^MGM-\d+$/) } });
    expect(answer.contentType).toBe('application/json; charset=utf-8');

    const added = (await visibleFolders()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const folder = join(app.inboxDir, added[0] ?? '');
    // The order's emails wait in its outbox (correo/) as .eml files: these tests set no SMTP_URL.
    expect((await readdir(folder)).sort()).toEqual(['correo', 'file.png', 'print.pdf', 'proof.jpg', 'submission.json']);
    expect(sha256(await readFile(join(folder, 'file.png')))).toBe(sha256(image));

    const record = JSON.parse(await readFile(join(folder, 'submission.json'), 'utf8')) as Record<string, unknown>;
    expect(record.fields).toEqual({
      nombreModelo: 'Dragón',
      email: 'cliente@example.com',
      comentario: 'Con bordes cosidos',
      subject: 'Mousepad Personalizado Dragón XXL 140x100',
      message: orderMessage,
    });
    expect(record.files).toEqual([
      { field: 'file', storedName: 'file.png', size: image.length, sha256: sha256(image), type: 'image/png', pixels: expect.any(Object) },
      { field: 'proof', storedName: 'proof.jpg', size: proof.length, sha256: sha256(proof), type: 'image/jpeg', pixels: { width: 70, height: 50 } },
      // The inbox builds the print file from the photo and the design every order now carries.
      expect.objectContaining({ field: 'print', storedName: 'print.pdf', type: 'application/pdf' }),
    ]);
    const { pedido, seguimiento, next } = answer.body as Record<string, string>;
    expect(record).toMatchObject({ number: pedido, statusToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(seguimiento).toBe(`/pedido/${String(record.statusToken)}`);
    expect(next).toBe(`/?enviado=1&pedido=${pedido}&seguimiento=${String(record.statusToken)}`);
    expect(added[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-${String(record.id)}$`));
    expect(Date.parse(String(record.receivedAt))).not.toBeNaN();
    expect(await countTempSubmissions(app.inboxDir)).toBe(0);
  });

  it('accepts the project path when the project matches, and optional fields may be left out', async () => {
    const answer = await post(`${app.baseUrl}/p/proj1/f/mgm-local`, orderForm({}, ['comentario', 'subject', 'message']));
    expect(answer.status).toBe(200);
  });

  it('names folders so that they sort by arrival time', async () => {
    await post(`${app.baseUrl}/f/mgm-local`, orderForm());
    await post(`${app.baseUrl}/f/mgm-local`, orderForm());
    const folders = await visibleFolders();
    const times = await Promise.all(
      folders.map(async (name) => {
        const record = JSON.parse(await readFile(join(app.inboxDir, name, 'submission.json'), 'utf8')) as { receivedAt: string };
        return Date.parse(record.receivedAt);
      }),
    );
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('recreates the inbox when it was removed while the server runs', async () => {
    await rm(app.inboxDir, { recursive: true, force: true });
    expect((await post(`${app.baseUrl}/f/mgm-local`, orderForm())).status).toBe(200);
    expect(await visibleFolders()).toHaveLength(1);
  });
});
