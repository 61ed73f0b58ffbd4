/**
 * The submission client against the real @formspree/core, with only `fetch` replaced: the URL,
 * headers and body it posts, and how every kind of answer (or no answer) is reduced.
 */
import type { FormConfig } from '@/config/runtime';
import { PRINT_FILE_NAME, PROOF_FILE_NAME } from '@/features/order/order-file-names';
import { submitOrder, type OrderPayload } from '@/features/order/submit-order';

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
};

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
  it('posts multipart fields to the local inbox on this origin', async () => {
    const fetchMock = answer(JSON.stringify({ ok: true, next: '/gracias' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitOrder(payload, local)).resolves.toEqual({ ok: true });
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
    expect((body.get('file') as File).name).toBe('foto.jpg');
    expect((body.get('proof') as File).name).toBe(PROOF_FILE_NAME);
    expect(body.get('print')).toMatchObject({ name: PRINT_FILE_NAME, type: 'application/pdf' });
    expect(body.get('diseno')).toBe(payload.diseno);
    expect(body.getAll('nombreModelo')).toHaveLength(1);
  });

  it('posts to the hosted service with its project when configured', async () => {
    const fetchMock = answer(JSON.stringify({ next: 'https://forms.example.com/thanks' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitOrder(payload, hosted)).resolves.toEqual({ ok: true });
    expect(lastCall(fetchMock).url).toBe('https://forms.example.com/p/proj9/f/abc123');
  });

  it('leaves the proof out when there is none', async () => {
    const fetchMock = answer(JSON.stringify({ next: '/' }));
    vi.stubGlobal('fetch', fetchMock);
    await submitOrder({ ...payload, proof: null }, local);
    expect(lastCall(fetchMock).body.has('proof')).toBe(false);
  });

  it('leaves the print file out when there is none, and still sends the design', async () => {
    const fetchMock = answer(JSON.stringify({ next: '/' }));
    vi.stubGlobal('fetch', fetchMock);
    await submitOrder({ ...payload, print: null }, local);
    expect(lastCall(fetchMock).body.has('print')).toBe(false);
    expect(lastCall(fetchMock).body.get('diseno')).toBe(payload.diseno);
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
    await expect(submitOrder(payload, local)).resolves.toEqual({
      ok: false,
      problems: ['FILES_TOO_BIG', 'REQUIRED_FIELD_MISSING'],
      fieldProblems: { email: 'TYPE_EMAIL' },
    });
  });

  it('reads a refusal of the photo without a field code as a refused file', async () => {
    const errors = [{ code: 'NO_FILE_UPLOADS', field: 'file', message: 'Solo se aceptan imágenes PNG o JPEG' }];
    vi.stubGlobal('fetch', answer(JSON.stringify({ errors }), 400));
    await expect(submitOrder(payload, local)).resolves.toMatchObject({ ok: false, problems: ['FILE'] });
  });

  it.each(['BLOCKED', 'EMPTY', 'FORM_NOT_FOUND', 'INACTIVE', 'NO_FILE_UPLOADS', 'PROJECT_NOT_FOUND', 'TOO_MANY_FILES'])(
    'keeps the form code %s',
    async (code) => {
      vi.stubGlobal('fetch', answer(JSON.stringify({ errors: [{ code, message: 'x' }] }), 400));
      await expect(submitOrder(payload, local)).resolves.toMatchObject({ ok: false, problems: [code] });
    },
  );

  it('reports a cut connection as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(submitOrder(payload, local)).resolves.toMatchObject({ ok: false, problems: ['NETWORK'] });
  });

  it.each([
    ['an HTML page', '<html>Bad gateway</html>'],
    ['an unknown shape', JSON.stringify([1, 2])],
    ['an object without next or errors', JSON.stringify({ ok: true })],
    ['an error without a code', JSON.stringify({ error: 'kaput' })],
  ])('reports %s as an unexpected answer', async (_, body) => {
    vi.stubGlobal('fetch', answer(body, 502));
    await expect(submitOrder(payload, local)).resolves.toMatchObject({ ok: false, problems: ['UNEXPECTED'] });
  });
});
