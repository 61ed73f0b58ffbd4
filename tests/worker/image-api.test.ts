import { createImageApi } from '../../workers/image-api';

// Node has no canvas: these cases never reach one, which is the point (refused before decoding).
const api = createImageApi(() => null);
let job = 1;

function open(bytes: Uint8Array<ArrayBuffer> | string) {
  return api.open(job++, new Blob([bytes]));
}

describe('image worker API, refusals before any decoding', () => {
  it('names the type it found in the bytes', async () => {
    await expect(open('GIF89a\x01\x00\x01\x00')).resolves.toEqual({ ok: false, refusal: { reason: 'type', type: 'gif' } });
    await expect(open('')).resolves.toEqual({ ok: false, refusal: { reason: 'type', type: 'empty' } });
  });

  it('refuses a truncated JPEG as corrupt', async () => {
    await expect(open(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1]))).resolves.toEqual({ ok: false, refusal: { reason: 'corrupt' } });
  });

  it('drops a job cancelled before it runs', async () => {
    const id = job++;
    await api.cancel(id);
    await expect(api.open(id, new Blob(['GIF89a']))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
