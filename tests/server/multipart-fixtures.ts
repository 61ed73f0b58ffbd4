import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { initialDesign } from '../../src/domain/design';
import { encodeDesign } from '../../src/domain/design-query';

export type Bytes = Uint8Array<ArrayBuffer>;

/** Random filler that never holds 0xFF, so it reads as JPEG entropy-coded data with no marker inside. */
export function filler(length: number): Buffer {
  const bytes = randomBytes(Math.max(0, length));
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] === 0xff) bytes[i] = 0xfe;
  return bytes;
}

/** The segments of a baseline JPEG up to its scan: SOI, JFIF, a frame of `width`×`height`, SOS. */
export function jpegHead(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const sos = [0xff, 0xda, 0x00, 0x0c, 0x03, 1, 0x00, 2, 0x11, 3, 0x11, 0x00, 0x3f, 0x00];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...sos]);
}

export const jpegEnd = Buffer.from([0xff, 0xd9]);

/**
 * A JPEG of exactly `size` bytes whose structure passes the shared byte inspection (segments from
 * SOI to EOI, a frame size); its scan is random filler, as the inbox never decodes pixels. The scan
 * must still be long enough for the frame (one byte per eight 8×8 blocks), hence the small default,
 * in the fixture design's proportions (140 x 100), so it passes as that design's proof.
 */
export function jpegBytes(size: number, width = 70, height = 50): Bytes {
  const head = jpegHead(width, height);
  return new Uint8Array(Buffer.concat([head, filler(size - head.length - jpegEnd.length), jpegEnd]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The inbox never checks CRCs (the browser's decoder does), so a zero CRC keeps fixtures simple.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's IHDR of `width`×`height` at `depth` bits per sample of `colourType` (6: RGBA), not interlaced. */
export function pngHeader(width: number, height: number, depth = 8, colourType = 6): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([depth, colourType, 0, 0, 0], 8);
  return pngChunk('IHDR', ihdr);
}

/** A whole PNG of the given IHDR and IDAT data. */
export function pngOf(header: Buffer, idat: Buffer): Bytes {
  return new Uint8Array(Buffer.concat([pngSignature, header, pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]));
}

/**
 * A PNG of exactly `size` bytes: an RGBA IHDR of `width`×`height`, one IDAT whose zlib data really
 * inflates to that many (black) pixels, and a text chunk of filler to reach the size.
 */
export function pngBytes(size: number, width = 64, height = 48): Bytes {
  const idat = deflateSync(Buffer.alloc(height * (1 + width * 4)), { level: 9 });
  const header = pngHeader(width, height);
  const fixed = pngSignature.length + header.length + 4 * 12 + idat.length;
  if (size < fixed) throw new Error(`A PNG of ${width}×${height} needs at least ${fixed} bytes`);
  const chunks = [header, pngChunk('IDAT', idat), pngChunk('tEXt', filler(size - fixed)), pngChunk('IEND', Buffer.alloc(0))];
  return new Uint8Array(Buffer.concat([pngSignature, ...chunks]));
}

const points = (cm: number): number => (cm * 72) / 2.54;

/**
 * A print file as the worker makes it: one page of `pageCm` (the piece plus its bleed) covered by a
 * JPEG of `imagePx` pixels, drawn with pdf-lib.
 */
export async function printPdf(pageCm: readonly [number, number] = [102, 62], imagePx: readonly [number, number] = [2400, 1460]): Promise<Bytes> {
  const doc = await PDFDocument.create();
  const [width, height] = pageCm.map(points) as [number, number];
  const page = doc.addPage([width, height]);
  page.drawImage(await doc.embedJpg(jpegBytes(4000, imagePx[0], imagePx[1])), { x: 0, y: 0, width, height });
  return new Uint8Array(await doc.save());
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export const orderMessage = [
  'Tipo: Mousepad Clasic',
  'Circular: No',
  'Medida: XXL 140x100',
  'Precio estimado: $92.000',
  'Nombre: Dragón',
  'Comentario: Sin comentario',
].join('\n');

/** The design the fixtures' message describes, as the app sends it (`diseno`): the inbox requires it. */
export const fixtureDiseno = encodeDesign({ ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100 }).toString();

/** A complete order like the client sends; pass `omit` or overrides to break it. */
export function orderForm(
  overrides: Record<string, string | Blob> = {},
  omit: readonly string[] = [],
  image: Bytes = jpegBytes(2048),
): FormData {
  const entries: Record<string, string | Blob> = {
    nombreModelo: 'Dragón',
    email: 'cliente@example.com',
    comentario: 'Con bordes cosidos',
    subject: 'Mousepad Personalizado Dragón XXL 140x100',
    message: orderMessage,
    diseno: fixtureDiseno,
    file: new Blob([image], { type: 'image/jpeg' }),
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    if (omit.includes(name)) continue;
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, name === 'file' || name === 'proof' ? '../../evil name.jpg' : 'blob');
  }
  return form;
}

export interface JsonAnswer {
  readonly status: number;
  readonly body: { ok?: boolean; next?: string; errors?: { code?: string; field?: string; message: string }[] };
  readonly contentType: string | null;
}

/** A multipart body built by hand, for parts a FormData cannot express (no Content-Disposition, say). */
export function rawMultipart(boundary: string, parts: readonly { headers: string; body: string | Bytes }[]): Bytes {
  const chunks = parts.flatMap(({ headers, body }) => [Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  return new Uint8Array(Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]));
}

export async function post(url: string, body: FormData | string | Bytes, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  // As a browser on the app's own page sends it; tests of other origins override it.
  const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json', Origin: new URL(url).origin, ...headers } });
  return { status: response.status, body: (await response.json()) as JsonAnswer['body'], contentType: response.headers.get('content-type') };
}

export function codes(answer: JsonAnswer): string[] {
  return (answer.body.errors ?? []).map((error) => (error.field ? `${error.code}:${error.field}` : `${error.code}`));
}
