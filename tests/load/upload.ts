import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { Agent } from 'node:http';
import { initialDesign } from '../../src/domain/design';
import { encodeDesign } from '../../src/domain/design-query';
import { filler, jpegEnd, jpegHead } from '../server/multipart-fixtures';

/** The design the orders' message describes, as data: the inbox requires it on every order. */
const diseno = encodeDesign({ ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60 }).toString();

/**
 * A generated order: text fields and a JPEG whose structure passes the inbox's byte inspection, made
 * of a unique prefix (its segments up to the scan, then unique scan bytes) plus a shared payload (the
 * rest of the scan and EOI).
 */
export interface Upload {
  readonly fields: Readonly<Record<string, string>>;
  readonly prefix: Buffer;
  readonly payload: Buffer;
  readonly sha256: string;
}

export interface UploadResult {
  readonly upload: Upload;
  readonly status: number;
  readonly ms: number;
  readonly error?: string;
}

/** Paces the file bytes; null sends them at once. */
interface Pacing {
  readonly chunkBytes: number;
  readonly delayMs: () => number;
}

/** The shared end of every generated JPEG: `length` bytes of scan filler, then EOI. */
export function makePayload(length: number): Buffer {
  return Buffer.concat([filler(length - jpegEnd.length), jpegEnd]);
}

export function makeUpload(index: number, payload: Buffer): Upload {
  const prefix = Buffer.concat([jpegHead(4000, 3000), Buffer.from(`carga-${index}-`), filler(16)]);
  const sha256 = createHash('sha256').update(prefix).update(payload).digest('hex');
  const fields = {
    nombreModelo: `Carga ${index}`,
    email: `carga${index}@example.com`,
    comentario: 'Prueba de carga',
    subject: `Mousepad Personalizado Carga ${index} XL 100x60`,
    message: `Tipo: Mousepad Clasic\nMedida: XL 100x60\nPrecio estimado: $40.000\nNombre: Carga ${index}`,
    diseno,
  };
  return { fields, prefix, payload, sha256 };
}

/** The small order post that names the upload: text fields, the order's token and the upload's id. */
function orderBody(upload: Upload, order: string, uploadId: string, boundary: string): Buffer {
  const fields = { ...upload.fields, pedido: order, fileUpload: uploadId };
  const textParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${textParts.join('')}--${boundary}--\r\n`);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function writeAll(req: ReturnType<typeof request>, chunks: readonly Buffer[], pacing: Pacing | null): Promise<void> {
  for (const chunk of chunks) {
    const step = pacing?.chunkBytes ?? chunk.length;
    for (let offset = 0; offset < chunk.length; offset += step) {
      if (req.destroyed) return;
      if (!req.write(chunk.subarray(offset, offset + step))) await new Promise((resolve) => req.once('drain', resolve));
      if (pacing) await sleep(pacing.delayMs());
    }
  }
  req.end();
}

export interface Answer {
  readonly status: number;
  readonly location: string;
  readonly error?: string;
}

/** One HTTP request with its body (paced or not), resolved once the whole answer arrived. */
function exchange(url: string, agent: Agent, method: string, headers: Record<string, string | number>, chunks: readonly Buffer[], pacing: Pacing | null): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { method, agent, headers: { Origin: new URL(url).origin, ...headers } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') }));
      res.on('error', (error) => resolve({ status: 0, location: '', error: error.message }));
    });
    req.on('error', (error) => resolve({ status: 0, location: '', error: error.message }));
    void writeAll(req, chunks, pacing);
  });
}

const tus = { 'Tus-Resumable': '1.0.0' };
const base64 = (text: string): string => Buffer.from(text).toString('base64');

/** Creates a photo upload of `length` bytes for `order` (tus create); its answer, with its address in `location`. */
export async function createPhotoUpload(url: string, agent: Agent, length: number, order: string): Promise<Answer> {
  const metadata = `campo ${base64('file')},pedido ${base64(order)}`;
  const created = await exchange(`${url}/subidas`, agent, 'POST', { ...tus, 'Upload-Length': length, 'Upload-Metadata': metadata, 'Content-Length': 0 }, [], null);
  return created.status === 201 ? { ...created, location: new URL(created.location, url).href } : created;
}

/** The headers of an append of `length` bytes from the upload's start. */
export function appendHeaders(length: number): Record<string, string | number> {
  return { ...tus, 'Upload-Offset': 0, 'Content-Type': 'application/offset+octet-stream', 'Content-Length': length };
}

/**
 * Sends one order as the app does to the local inbox: the photo as a resumable upload (tus create,
 * then one append carrying the bytes), then the small multipart post naming it; timed until the
 * post's answer arrived. The status is the first failing step's, or the post's.
 */
export async function sendUpload(url: string, agent: Agent, upload: Upload, pacing: Pacing | null = null): Promise<UploadResult> {
  const started = performance.now();
  const done = (answer: Answer): UploadResult => ({ upload, status: answer.status, ms: performance.now() - started, error: answer.error });
  const order = randomUUID();
  const length = uploadBytes(upload);
  const created = await createPhotoUpload(url, agent, length, order);
  if (created.status !== 201) return done(created);
  const uploadUrl = created.location;
  const patched = await exchange(uploadUrl, agent, 'PATCH', appendHeaders(length), [upload.prefix, upload.payload], pacing);
  if (patched.status !== 204) return done(patched);
  const boundary = `----mgm${randomBytes(12).toString('hex')}`;
  const body = orderBody(upload, order, uploadUrl.split('/').pop() ?? '', boundary);
  const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, Accept: 'application/json' };
  return done(await exchange(url, agent, 'POST', headers, [body], null));
}

export function uploadBytes(upload: Upload): number {
  return upload.prefix.length + upload.payload.length;
}
