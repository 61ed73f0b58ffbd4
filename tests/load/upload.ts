import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Agent } from 'node:http';
import { filler, jpegEnd, jpegHead } from '../server/multipart-fixtures';

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
  };
  return { fields, prefix, payload, sha256 };
}

function multipartParts(upload: Upload, boundary: string): { head: Buffer; tail: Buffer } {
  const textParts = Object.entries(upload.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHeader = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { head: Buffer.from(textParts.join('') + fileHeader), tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
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

/** Sends one order as real multipart over HTTP and times it until the whole answer arrived. */
export function sendUpload(url: string, agent: Agent, upload: Upload, pacing: Pacing | null = null): Promise<UploadResult> {
  const boundary = `----mgm${randomBytes(12).toString('hex')}`;
  const { head, tail } = multipartParts(upload, boundary);
  const chunks = [head, upload.prefix, upload.payload, tail];
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': length,
        Accept: 'application/json',
        Origin: new URL(url).origin,
      },
    });
    const done = (status: number, error?: string): void => resolve({ upload, status, ms: performance.now() - started, error });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', (error) => done(0, error.message));
    });
    req.on('error', (error) => done(0, error.message));
    void writeAll(req, chunks, pacing);
  });
}

export function uploadBytes(upload: Upload): number {
  return upload.prefix.length + upload.payload.length;
}
