/**
 * The submission client against the real @formspree/core, with only `fetch` replaced: the URL,
 * headers and body it posts, and how every kind of answer (or no answer) is reduced.
 */
import type { FormConfig } from '@/config/runtime';
import { PRINT_FILE_NAME, PROOF_FILE_NAME } from '@/features/order/order-file-names';
import { uploadParts } from '@/features/order/resumable-upload';
import { submitOrder, type OrderPayload, type SendProgress } from '@/features/order/submit-order';

// The resumable uploads are tested against the real inbox (tests/server, e2e); here only what follows them.
vi.mock('@/features/order/resumable-upload', () => ({ uploadParts: vi.fn() }));

const local: FormConfig = { origin: '', key: 'mgm-local', project: '', sendProof: true, sendPrint: true };
const hosted: FormConfig = { origin: 'https://forms.example.com', key: 'abc123', project: 'proj9', sendProof: true, sendPrint: true };

const file = new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });
const proof = new Blob([new Uint8Array([4, 5])], { type: 'image/jpeg' });
const print = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

const payload: OrderPayload = {
  fields: { nombreModelo: ' Mi Dragón ', email: ' ana@example.com ', comentario: 'Hola' },
  subject: 'Mousepad Personalizado Mi Dragón S 25x25',
  message: 'Tipo: Mousepad Pro',
  file,
  proof,
  print,
  diseno: 'mode=Pro&selectedClient=SP&widthCm=25&heightCm=25',
  order: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
};

const progress: SendProgress[] = [];
const watch = { onProgress: (report: SendProgress) => progress.push(report), signal: new AbortController().signal };

beforeEach(() => {
  progress.length = 0;
  vi.mocked(uploadParts).mockClear();
  vi.mocked(uploadParts).mockResolvedValue({ ok: true, ids: { file: 'a'.repeat(32), proof: 'b'.repeat(32), print: 'c'.repeat(32) } });
});

function answer(body: string, status = 200) {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

function lastCall(fetchMock: ReturnType<typeof vi.fn>) {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, init, body: init.body as FormData, headers: init.headers as Record<string, string> };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitOrder request', () => {
  it('sends the files to the local inbox as uploads, then posts the fields naming them', async () => {
    const token = 'T'.repeat(43);
    const fetchMock = answer(JSON.stringify({ ok: true, next: `/?enviado=1&pedido=MGM-1042&seguimiento=${token}`, pedido: 'MGM-1042' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitOrder(payload, watch, local)).resolves.toEqual({ ok: true, receipt: { number: 'MGM-1042', statusPath: `/pedido/${token}` } });
    const [endpoint, order, parts] = vi.mocked(uploadParts).mock.calls[0] ?? [];
    expect(endpoint).toBe(`${window.location.origin}/f/mgm-local/subidas`);
    expect(order).toBe(payload.order);
    expect(parts).toEqual([
      { field: 'file', blob: file },
      { field: 'proof', blob: proof },
      { field: 'print', blob: print },
    ]);
    const { url, init, body, headers } = lastCall(fetchMock);
    expect(url).toBe(`${window.location.origin}/f/mgm-local`);
    expect(init.method).toBe('POST');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBeUndefined();
    expect(body.get('nombreModelo')).toBe('Mi Dragón');
    expect(body.get('email')).toBe('ana@example.com');
    expect(body.get('comentario')).toBe('Hola');
    expect(body.get('subject')).toBe(payload.subject);
    expect(body.get('message')).toBe(payload.message);
    expect(body.get('diseno')).toBe(payload.diseno);
    expect(body.get('pedido')).toBe(payload.order);
    expect([body.get('fileUpload'), body.get('proofUpload'), body.get('printUpload')]).toEqual(['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)]);
    expect(body.has('file')).toBe(false);
    expect(body.getAll('nombreModelo')).toHaveLength(1);
  });

  it('posts nothing when an upload failed, and says why', async () => {
    const fetchMock = answer(JSON.stringify({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(uploadParts).mockResolvedValue({ ok: false, problem: 'CONNECTION' });
    await expect(submitOrder(payload, watch, local)).resolves.toMatchObject({ ok: false, problems: ['CONNECTION'] });
    vi.mocked(uploadParts).mockResolvedValue(null);
    await expect(submitOrder(payload, watch, local)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the files to the hosted service with its project, showing the size without a made-up percentage', async () => {
    const fetchMock = answer(JSON.stringify({ next: 'https://forms.example.com/thanks' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitOrder(payload, watch, hosted)).resolves.toEqual({ ok: true, receipt: null });
    const { url, body } = lastCall(fetchMock);
    expect(url).toBe('https://forms.example.com/p/proj9/f/abc123');
    expect((body.get('file') as File).name).toBe('foto.jpg');
    expect((body.get('proof') as File).name).toBe(PROOF_FILE_NAME);
    expect(body.get('print')).toMatchObject({ name: PRINT_FILE_NAME, type: 'application/pdf' });
    expect(body.get('diseno')).toBe(payload.diseno);
    expect(progress).toEqual([{ kind: 'indeterminate', totalBytes: file.size + proof.size + print.size, startedAt: expect.any(Number) as number }]);
    expect(uploadParts).not.toHaveBeenCalled();
  });

  it('leaves the proof and the print file out when there are none', async () => {
    const fetchMock = answer(JSON.stringify({ next: '/' }));
    vi.stubGlobal('fetch', fetchMock);
    await submitOrder({ ...payload, proof: null, print: null }, watch, hosted);
    expect(lastCall(fetchMock).body.has('proof')).toBe(false);
    expect(lastCall(fetchMock).body.has('print')).toBe(false);
    await submitOrder({ ...payload, proof: null, print: null }, watch, local);
    expect(vi.mocked(uploadParts).mock.calls[0]?.[2]).toEqual([{ field: 'file', blob: file }]);
  });
});

describe('submitOrder answers', () => {
  it('reduces form and field errors to their codes', async () => {
    const errors = [
      { code: 'FILES_TOO_BIG', message: 'too big' },
      { code: 'TYPE_EMAIL', field: 'email', message: 'bad email' },
      { code: 'REQUIRED_FIELD_MISSING', field: 'file', message: 'no file' },
    ];
    vi.stubGlobal('fetch', answer(JSON.stringify({ errors }), 422));
    await expect(submitOrder(payload, watch, local)).resolves.toEqual({
      ok: false,
      // The local inbox's "missing" file is an upload that did not finish: the retry sends it again.
      problems: ['FILES_TOO_BIG', 'CONNECTION'],
      fieldProblems: { email: 'TYPE_EMAIL' },
    });
  });

  it('reads a refusal of the photo without a field code as a refused file', async () => {
    const errors = [{ code: 'NO_FILE_UPLOADS', field: 'file', message: 'Solo se aceptan imágenes PNG o JPEG' }];
    vi.stubGlobal('fetch', answer(JSON.stringify({ errors }), 400));
    await expect(submitOrder(payload, watch, local)).resolves.toMatchObject({ ok: false, problems: ['FILE'] });
  });

  it.each(['BLOCKED', 'EMPTY', 'FORM_NOT_FOUND', 'INACTIVE', 'NO_FILE_UPLOADS', 'PROJECT_NOT_FOUND', 'TOO_MANY_FILES'])(
    'keeps the form code %s',
    async (code) => {
      vi.stubGlobal('fetch', answer(JSON.stringify({ errors: [{ code, message: 'x' }] }), 400));
      await expect(submitOrder(payload, watch, local)).resolves.toMatchObject({ ok: false, problems: [code] });
    },
  );

  it('reports a cut connection as one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(submitOrder(payload, watch, hosted)).resolves.toMatchObject({ ok: false, problems: ['CONNECTION'] });
  });

  it.each([
    ['an HTML page', '<html>Bad gateway</html>'],
    ['an unknown shape', JSON.stringify([1, 2])],
    ['an object without next or errors', JSON.stringify({ ok: true })],
    ['an error without a code', JSON.stringify({ error: 'kaput' })],
  ])('reports %s as an unexpected answer', async (_, body) => {
    vi.stubGlobal('fetch', answer(body, 502));
    await expect(submitOrder(payload, watch, local)).resolves.toMatchObject({ ok: false, problems: ['UNEXPECTED'] });
  });
});
