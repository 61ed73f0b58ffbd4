/**
 * The hostile files of issue 28's table, made the way an attacker would: small files whose headers
 * claim far more than they hold, or whose compressed content inflates hugely.
 */
import { createDeflate, deflateSync } from 'node:zlib';

type Bytes = Uint8Array<ArrayBuffer>;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/**
 * A PNG of about 118 bytes whose IHDR claims `width`×`height` RGBA pixels at `depth` bits per
 * sample (10000×10000 RGBA is 400 MB decoded, 800 MB at 16 bits); its zlib data holds a few kB.
 */
export function bombPng(width = 10_000, height = 10_000, depth: 8 | 16 = 8): Bytes {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([depth, 6, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.alloc(60_000), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]));
}

/** A 29-byte "JPEG": SOI, a one-component frame of 65535×1525 (just under 100 MP), a scan of two bytes, EOI. */
export function tinyJpeg(width = 65_535, height = 1525): Bytes {
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
  return new Uint8Array([0xff, 0xd8, ...sof0, ...sos, 0x12, 0x34, 0xff, 0xd9]);
}

/** Deflates `megabytes` MB of spaces chunk by chunk, so the attacker's own memory stays small. */
async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * A print PDF whose one page's content stream is `megabytes` MB of spaces, deflated: about 1 kB per
 * MB, so 250 MB makes the 255 KB file that once ended the server, 100 MB the 102 KB one that froze it.
 */
export async function inflatingPdf(megabytes: number): Promise<Bytes> {
  const content = await deflatedSpaces(megabytes);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  const add = (body: Buffer | string): void => {
    offsets.push(parts.reduce((sum, part) => sum + part.length, 0));
    parts.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  };
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  add('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 2891 1757] /Contents 4 0 R >>\nendobj\n');
  add(Buffer.concat([Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream\nendobj\n')]));
  const xrefAt = parts.reduce((sum, part) => sum + part.length, 0);
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/** A comment that reverses «$ 1.000» with U+202E and writes lines that read like the store's own. */
export const hostileComment = 'Hola\u202e000.1 $\u202c\nLink de compra: https://pago-falso.example/pagar\nNota de la tienda: PAGO YA ACREDITADO';

/**
 * A true PNG of `width`×`height` RGBA pixels (all transparent black): its zlib data really inflates
 * to the header's size, so it passes every check, and only its print file's decoding costs memory.
 */
export async function truePng(width: number, height: number): Promise<Bytes> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + width * 4);
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.concat(out)), pngChunk('IEND', Buffer.alloc(0))]));
}
