/**
 * The tus protocol's three requests as a client sends them, over fetch: create, append, ask the
 * offset. Written out by hand so the server tests see every header and status on the wire.
 */
const tusHeaders = { 'Tus-Resumable': '1.0.0' };

function metadataHeader(metadata: Readonly<Record<string, string>>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export interface Created {
  readonly status: number;
  /** The upload's address, absolute. */
  readonly url: string;
  readonly id: string;
  readonly body: string;
}

export async function createUpload(
  endpoint: string,
  length: number,
  metadata: Readonly<Record<string, string>>,
  headers: Record<string, string> = {},
): Promise<Created> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { ...tusHeaders, Origin: new URL(endpoint).origin, 'Upload-Length': String(length), 'Upload-Metadata': metadataHeader(metadata), ...headers },
  });
  const location = response.headers.get('location') ?? '';
  const url = location ? new URL(location, endpoint).href : '';
  return { status: response.status, url, id: url.split('/').pop() ?? '', body: await response.text() };
}

export async function patchUpload(url: string, offset: number, bytes: Uint8Array, headers: Record<string, string> = {}): Promise<{ status: number; offset: number; body: string }> {
  const response = await fetch(url, {
    method: 'PATCH',
    body: new Uint8Array(bytes),
    headers: { ...tusHeaders, Origin: new URL(url).origin, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', ...headers },
  });
  return { status: response.status, offset: Number(response.headers.get('upload-offset') ?? -1), body: await response.text() };
}

export async function uploadOffset(url: string): Promise<{ status: number; offset: number }> {
  const response = await fetch(url, { method: 'HEAD', headers: { ...tusHeaders, Origin: new URL(url).origin } });
  return { status: response.status, offset: Number(response.headers.get('upload-offset') ?? -1) };
}

/** Creates and sends a whole upload in one append; the upload's id, or the failing status. */
export async function sendWhole(endpoint: string, bytes: Uint8Array, metadata: Readonly<Record<string, string>>): Promise<{ id: string; status: number; body: string }> {
  const created = await createUpload(endpoint, bytes.length, metadata);
  if (created.status !== 201) return { id: '', status: created.status, body: created.body };
  const patched = await patchUpload(created.url, 0, bytes);
  return { id: created.id, status: patched.status, body: patched.body };
}
