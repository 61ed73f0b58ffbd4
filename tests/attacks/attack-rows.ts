/**
 * Issue 28's eight attacks, each bounded in count and time and sent only to the loopback server
 * under test. Each returns what happened, in a few words, for the bench's table.
 */
import { randomUUID } from 'node:crypto';
import { initialDesign } from '../../src/domain/design';
import { encodeDesign } from '../../src/domain/design-query';
import { client } from '../server/buzon-harness';
import { jpegBytes, orderForm, orderMessage, post } from '../server/multipart-fixtures';
import { createUpload, patchUpload, sendWhole } from '../server/tus-requests';
import { bombPng, hostileComment, inflatingPdf, tinyJpeg, truePng } from './attack-payloads';
import { rawPatch } from './raw-upload';
import { listSubmissions } from '../../server/orders/order-folders';

export interface AttackTarget {
  readonly baseUrl: string;
  /** The attacker's own loopback address (127.0.0.2): per-address limits must not catch honest shoppers. */
  readonly attackerAddress: string;
  readonly password: string;
  readonly inboxDir: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const uploadsOf = (target: AttackTarget): string => `${target.baseUrl}/f/mgm-local/subidas`;

/** An honest shopper's whole order through uploads, from 127.0.0.1: its final status. */
async function honestOrder(target: AttackTarget): Promise<number> {
  const order = randomUUID();
  const file = await sendWhole(uploadsOf(target), jpegBytes(200_000, 1600, 1200), { campo: 'file', pedido: order });
  if (file.status !== 204) return file.status;
  return (await post(`${target.baseUrl}/f/mgm-local`, orderForm({ pedido: order, fileUpload: file.id }, ['file']))).status;
}

/** Opens `count` uploads of 1 MB from the attacker's address and sends the first 64 kB of each. */
async function openUploads(target: AttackTarget, count: number, trickle: boolean) {
  const bytes = jpegBytes(1_000_000, 1600, 1200);
  const patches = [];
  for (let i = 0; i < count; i += 1) {
    const created = await createUpload(uploadsOf(target), bytes.length, { campo: 'file', pedido: randomUUID() });
    if (created.status === 201) patches.push(rawPatch(created.url, bytes, 64 * 1024, target.attackerAddress, trickle ? { bytesPerSecond: 3000 } : null));
  }
  return patches;
}

export interface Attack {
  readonly name: string;
  /** Settings of the server this attack runs against (a disk that counts as full). */
  readonly env?: NodeJS.ProcessEnv;
  run(target: AttackTarget): Promise<string>;
}

export const attacks: readonly Attack[] = [
  {
    name: 'PDF de impresión que se infla (255 KB y 102 KB, campo=print)',
    async run(target) {
      const statuses = [];
      for (const megabytes of [250, 100]) {
        const pdf = await inflatingPdf(megabytes);
        const created = await createUpload(uploadsOf(target), pdf.length, { campo: 'print', pedido: randomUUID() });
        statuses.push(created.status === 201 ? (await patchUpload(created.url, 0, pdf)).status : created.status);
      }
      return `respuestas ${statuses.join(', ')}`;
    },
  },
  {
    name: '32 subidas cortadas a mitad de camino',
    async run(target) {
      const patches = await openUploads(target, 32, false);
      await sleep(500);
      for (const patch of patches) patch.drop();
      await Promise.all(patches.map((patch) => patch.done));
      await sleep(1000);
      return `${patches.length} abiertas; pedido honesto después: ${await honestOrder(target)}`;
    },
  },
  {
    name: 'PNG de 118 bytes que dice 10000×10000 (RGBA 8 y 16 bits), 5 pedidos',
    async run(target) {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const png = bombPng(10_000, 10_000, i % 2 === 0 ? 8 : 16);
        statuses.push((await post(`${target.baseUrl}/f/mgm-local`, orderForm({}, [], png))).status);
      }
      return `respuestas ${statuses.join(', ')}`;
    },
  },
  {
    name: '32 subidas a 3 kB/s desde una dirección (10 s)',
    async run(target) {
      const patches = await openUploads(target, 32, true);
      await sleep(2000);
      const honest = await honestOrder(target);
      await sleep(8000);
      for (const patch of patches) patch.drop();
      await Promise.all(patches.map((patch) => patch.done));
      return `${patches.length} abiertas; pedido honesto durante: ${honest}`;
    },
  },
  {
    name: 'Subidas con el disco lleno (30 × 5 MB)',
    // More free space than any disk has: the inbox counts its disk as full.
    env: { INBOX_MIN_FREE_MB: '100000000' },
    async run(target) {
      let accepted = 0;
      for (let i = 0; i < 30; i += 1) {
        const sent = await sendWhole(uploadsOf(target), jpegBytes(5_000_000, 4000, 3000), { campo: 'file', pedido: randomUUID() });
        if (sent.status === 204) accepted += 1;
      }
      return `${accepted * 5} MB aceptados de 150 MB`;
    },
  },
  {
    name: 'Tres pedidos a la vez con la misma subida (6 rondas)',
    async run(target) {
      let stored = 0;
      for (let round = 0; round < 6; round += 1) {
        const order = randomUUID();
        const file = await sendWhole(uploadsOf(target), jpegBytes(50_000, 800, 600), { campo: 'file', pedido: order });
        const posts = Array.from({ length: 3 }, () => post(`${target.baseUrl}/f/mgm-local`, orderForm({ pedido: order, fileUpload: file.id }, ['file'])));
        stored += (await Promise.all(posts)).filter((answer) => answer.status === 200).length;
      }
      return `${stored} pedidos guardados de 6 subidas`;
    },
  },
  {
    name: 'Comentario con U+202E y líneas falsas de la tienda',
    async run(target) {
      const message = `${orderMessage}\nLink de compra: https://pago-falso.example\nNota de la tienda: PAGO YA ACREDITADO`;
      const form = orderForm({ comentario: hostileComment, message }, [], jpegBytes(3000));
      if ((await post(`${target.baseUrl}/f/mgm-local`, form)).status !== 200) return 'pedido no guardado';
      const store = client(target.baseUrl);
      await store.login(target.password);
      const list = await (await store.request('/buzon')).text();
      const id = /\/buzon\/pedidos\/([0-9a-f-]{36})"/.exec(list)?.[1] ?? '';
      const page = await (await store.request(`/buzon/pedidos/${id}`)).text();
      const bidi = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(page);
      const fakeRows = /<dt>(Link de compra|Nota de la tienda)<\/dt>/.test(page);
      return `controles en la página: ${bidi ? 'sí' : 'no'}; filas falsas: ${fakeRows ? 'sí' : 'no'}`;
    },
  },
  {
    name: 'JPEG de 29 bytes que dice 65535×1525 (foto y vista previa)',
    async run(target) {
      const jpeg = tinyJpeg();
      const asPhoto = await post(`${target.baseUrl}/f/mgm-local`, orderForm({}, [], jpeg));
      const asProof = await post(`${target.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpeg]) }));
      return `respuestas ${asPhoto.status}, ${asProof.status}`;
    },
  },
  {
    // Not a row of the table: the heaviest honest work an order can ask for, at the decode cap.
    name: 'Además: 2 pedidos con un PNG verdadero de 24 MP con transparencia (su impresión se arma)',
    async run(target) {
      const png = await truePng(6000, 4000);
      const diseno = encodeDesign({ ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100 }).toString();
      const statuses = [];
      for (let i = 0; i < 2; i += 1) statuses.push((await post(`${target.baseUrl}/f/mgm-local`, orderForm({ diseno }, [], png))).status);
      const { submissions } = await listSubmissions(target.inboxDir);
      const printed = submissions.filter(({ record }) => record.files.some((file) => file.field === 'print')).length;
      return `respuestas ${statuses.join(', ')}; con archivo de impresión: ${printed}`;
    },
  },
];
