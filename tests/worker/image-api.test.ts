import { createImageApi } from '../../workers/image-api';
import { concatBytes, jpegSegment } from '../unit/image-fixtures';

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

describe('image worker API, a job cancelled while its preview decodes', () => {
  // A structurally complete 300×200 JPEG: enough for the header checks; the decoder is faked.
  const jpeg = concatBytes(
    [0xff, 0xd8],
    jpegSegment(0xc0, [8, 0, 200, 1, 44, 1, 1, 0x11, 0]),
    jpegSegment(0xda, [1, 1, 0, 0, 63, 0]),
    [0x12, 0x34],
    [0xff, 0xd9],
  );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('closes the preview instead of sending it back', async () => {
    const preview = { width: 300, height: 200, close: vi.fn() };
    let decoded: () => void = () => undefined;
    const decode = vi.fn(() => new Promise((resolve) => (decoded = () => resolve(preview))));
    vi.stubGlobal('createImageBitmap', decode);
    const id = job++;
    const opened = api.open(id, new Blob([jpeg]));
    await vi.waitFor(() => expect(decode).toHaveBeenCalled());
    await api.cancel(id);
    decoded();
    await expect(opened).rejects.toMatchObject({ name: 'AbortError' });
    expect(preview.close).toHaveBeenCalledTimes(1);
  });
});
