import { createHash, randomBytes } from 'node:crypto';

const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type Bytes = Uint8Array<ArrayBuffer>;

/** Bytes that pass the inbox's magic-number check; the inbox never decodes pixels. */
export function jpegBytes(size: number): Bytes {
  return new Uint8Array(Buffer.concat([jpegMagic, randomBytes(Math.max(0, size - jpegMagic.length))]));
}

export function pngBytes(size: number): Bytes {
  return new Uint8Array(Buffer.concat([pngMagic, randomBytes(Math.max(0, size - pngMagic.length))]));
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
  const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json', ...headers } });
  return { status: response.status, body: (await response.json()) as JsonAnswer['body'], contentType: response.headers.get('content-type') };
}

export function codes(answer: JsonAnswer): string[] {
  return (answer.body.errors ?? []).map((error) => (error.field ? `${error.code}:${error.field}` : `${error.code}`));
}
