/**
 * The /formulario page with the photo set by the test, the image store's upload file, the worker
 * client (proof and print file), the drafts and fetch replaced: the real codec, form, submission hook
 * and @formspree/core. Most tests post to a hosted
 * service, whose one post carries every file; the local inbox's resumable uploads are replaced here
 * (they are tested against the real inbox in tests/server and the e2e suite).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { imageState } from '@/image/image-state';
import type { ShopperImage } from '@/image/types';
import OrderRoute from '@/features/order/order-route';
import { LEAVE_WHILE_SENDING } from '@/features/order/use-leave-guard';
import { renderAt } from '../app-history';
import { clearDraft, restoreDraft } from '../fake-draft-store';

const mocks = vi.hoisted(() => ({
  getUploadFile: vi.fn<(signal?: AbortSignal) => Promise<File>>(),
  makeProof: vi.fn<() => Promise<Blob>>(),
  makePrint: vi.fn<(original: Blob, design: unknown, onProgress: (fraction: number) => void) => Promise<{ blob: Blob; ppi: number }>>(),
  config: { origin: 'https://formularios.example', key: 'mgm-local', project: '', sendProof: true, sendPrint: true },
  uploadParts: vi.fn(),
}));

vi.mock('@/image/image-store', () => ({ getUploadFile: mocks.getUploadFile }));
vi.mock('@/image/image-client', () => ({ makeProof: mocks.makeProof, makePrint: mocks.makePrint }));
vi.mock('@/config/runtime', () => ({ formConfig: mocks.config }));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));
vi.mock('@/features/order/resumable-upload', () => ({ uploadParts: mocks.uploadParts }));

const photo: ShopperImage = {
  id: 'img-1',
  fileName: 'gato.png',
  kind: 'image/png',
  // Large enough for Excelente at 140x100 cm: the Baja gate is tested on its own below.
  width: 12000,
  height: 9000,
  preview: {} as ImageBitmap,
  original: new Blob(['x']),
};
/** The photo in memory as the page opens (from the editor), or none. */
const showPhoto = (image: ShopperImage | null) => imageState.set({ image, placeholder: null, busy: false, error: null, notice: null });
const uploadFile = new File([new Uint8Array([9, 9])], 'diseno.png', { type: 'image/png' });
const proofBlob = new Blob([new Uint8Array([1])], { type: 'image/jpeg' });
const printBlob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

const QUERY =
  'selectedClient=XXLA&Align=right&Justify=top&isMirrored=true&imageMode=contain&selectedColor=white&rotacion=90&widthCm=140&heightCm=100&mode=Alfombra&isCircular=true&posX=100&posY=0&zoom=1&isMirroredVertical=false&customColor=1E90FF&bordes=rectos';

function EditorProbe() {
  return <p>Editor con {useLocation().search}</p>;
}

function renderPage(query = QUERY) {
  return renderAt(
    [`/formulario?${query}`],
    <Routes>
      <Route path="/formulario" element={<OrderRoute />} />
      <Route path="/" element={<EditorProbe />} />
    </Routes>,
  );
}

const okAnswer = () => new Response(JSON.stringify({ ok: true, next: '/gracias' }), { status: 200 });
const sendButton = (name: string | RegExp = 'ENVIAR DISEÑO') => screen.getByRole('button', { name });

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /nombre del diseño/i }), 'Gato Espacial');
  await user.type(screen.getByRole('textbox', { name: /tu email/i }), 'ana@example.com');
  return user;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  showPhoto(photo);
  mocks.config.origin = 'https://formularios.example';
  mocks.config.sendProof = true;
  mocks.config.sendPrint = true;
  mocks.getUploadFile.mockReset().mockResolvedValue(uploadFile);
  mocks.makeProof.mockReset().mockResolvedValue(proofBlob);
  mocks.makePrint.mockReset().mockResolvedValue({ blob: printBlob, ppi: 152.4 });
  clearDraft.mockClear();
  restoreDraft.mockClear();
  fetchMock = vi.fn(async () => okAnswer());
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof-1'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderRoute summary', () => {
  it('summarises the design from the query string in Spanish', async () => {
    renderPage();
    const summary = screen.getByRole('region', { name: 'Tu diseño' });
    expect(summary).toHaveTextContent('Alfombra');
    expect(summary).toHaveTextContent('XXL 140x100');
    expect(summary).toHaveTextContent('$92.000');
    expect(summary).toHaveTextContent('derecha');
    expect(summary).toHaveTextContent('arriba');
    expect(summary).toHaveTextContent('Rellenar bordes (contain)');
    expect(summary).toHaveTextContent('Blanco');
    expect(summary).toHaveTextContent('90°');
    const img = await screen.findByRole('img', { name: /vista previa de tu diseño: alfombra xxl 140x100, circular/i });
    expect(img).toHaveAttribute('src', 'blob:proof-1');
  });

  it('says the piece’s edges, and the circle of a pad (issue 31)', async () => {
    const row = (summary: HTMLElement, label: string) => within(summary).getByText(label).closest('div')?.textContent;
    const view = renderPage('mode=Pro&selectedClient=XLP&bordes=rectos');
    const straight = screen.getByRole('region', { name: 'Tu diseño' });
    expect(row(straight, 'Bordes')).toBe('BordesRectos');
    expect(row(straight, 'Circular')).toBe('CircularNo');
    const img = await screen.findByRole('img', { name: /mousepad pro xl 120x60, bordes rectos/i });
    expect(img).toHaveAttribute('data-edges', 'straight');
    view.unmount();
    renderPage('mode=Clasic&selectedClient=XL&isCircular=true');
    const round = screen.getByRole('region', { name: 'Tu diseño' });
    expect(row(round, 'Circular')).toBe('CircularSi');
    expect(within(round).queryByText('Bordes')).not.toBeInTheDocument();
    expect(round).toHaveTextContent('Precio estimado$29.000');
  });

  it('revokes the proof URL when the page goes away', async () => {
    const view = renderPage();
    await screen.findByRole('img', { name: /vista previa/i });
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:proof-1');
  });

  it('survives a hostile query string and falls back to safe values', async () => {
    renderPage('mode=<script>&widthCm=99999&heightCm=-4&rotacion=45&Align=%00&imageMode=x&selectedClient=ZZZ');
    await screen.findByRole('img', { name: /vista previa/i });
    const summary = screen.getByRole('region', { name: 'Tu diseño' });
    expect(summary).toHaveTextContent('Mousepad Classic');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: /elegir la medida/i })).toBeInTheDocument();
  });

  it('links the logo back to the editor with the whole design', async () => {
    renderPage();
    const logo = screen.getByRole('link', { name: 'Volver al editor — MGM Gamers' });
    await userEvent.click(logo);
    const params = new URLSearchParams(screen.getByText(/Editor con/).textContent?.replace('Editor con ', ''));
    expect(Object.fromEntries(params)).toEqual(Object.fromEntries(new URLSearchParams(QUERY)));
  });
});

describe('OrderRoute with a photo of Baja quality', () => {
  const small = { ...photo, width: 800, height: 600 };
  const consentBox = () => screen.getByRole('checkbox', { name: 'Entiendo que mi foto puede verse pixelada en este tamaño' });

  it('asks for the consent before sending, keeps it in the URL and tells the store the ppp', async () => {
    showPhoto(small);
    renderPage();
    const user = await fillForm();
    expect(consentBox()).not.toBeChecked();
    expect(sendButton()).toBeDisabled();
    await user.click(consentBox());
    expect(consentBox()).toBeChecked();
    // The back link carries it too, so the editor does not ask again.
    expect(screen.getByRole('link', { name: 'Volver al editor — MGM Gamers' })).toHaveAttribute('href', expect.stringContaining('calidadBajaAceptada=20'));
    await user.click(sendButton());
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    // Turned to 600x800 and contained in the 100 cm circle: 800 px over 39.37 in is 20 ppp.
    expect(String(body.get('message')).split('\n').at(-1)).toBe('Calidad de impresión: Baja (20 ppp), aceptada por el cliente');
  });

  it('a consent that arrived in the query string (a reload) is kept', async () => {
    showPhoto(small);
    renderPage(`${QUERY}&calidadBajaAceptada=20`);
    // The consent's code loads after the first paint.
    await vi.waitFor(() => expect(consentBox()).toBeChecked());
  });

  it('a consent for a better quality than this one does not count', async () => {
    showPhoto(small);
    renderPage(`${QUERY}&calidadBajaAceptada=21`);
    await vi.waitFor(() => expect(consentBox()).not.toBeChecked());
    expect(sendButton()).toBeDisabled();
  });
});

describe('OrderRoute sending', () => {
  it('prepares the photo, sends every field once and confirms', async () => {
    let release: (file: File) => void = () => undefined;
    mocks.getUploadFile.mockReturnValue(new Promise<File>((resolve) => (release = resolve)));
    renderPage();
    const user = await fillForm();
    await user.click(sendButton());
    expect(sendButton('Procesando imagen…')).toHaveAttribute('aria-busy', 'true');
    // The sending code loads on the first send, so the photo is asked for a moment later.
    await vi.waitFor(() => expect(mocks.getUploadFile).toHaveBeenCalledWith(expect.any(AbortSignal)));
    await act(async () => release(uploadFile));
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    expect(sendButton('Diseño Enviado ✔️')).toBeDisabled();
    // The store has it: the saved draft is forgotten, and the shopper is told.
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/borramos el borrador/i)).toBeInTheDocument();
    expect(screen.getByText('ana@example.com').closest('[role=status]')).toHaveTextContent('Recibimos tu diseño');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.get('subject')).toBe('Mousepad Personalizado Gato Espacial XXL 140x100');
    expect(String(body.get('message')).split('\n')).toContain('Medida: XXL 140x100');
    expect(String(body.get('message')).split('\n')).toContain('Precio estimado: $92.000');
    expect((body.get('file') as File).name).toBe('diseno.png');
    expect(body.get('proof')).toBeInstanceOf(Blob);
    expect(body.get('print')).toMatchObject({ name: 'impresion.pdf', type: 'application/pdf' });
    // The design, and the version of the tarifa it was priced with (the built-in one here: a hosted service).
    expect(Object.fromEntries(new URLSearchParams(String(body.get('diseno'))))).toEqual({ ...Object.fromEntries(new URLSearchParams(QUERY)), tarifa: '0' });
  });

  it('never sends twice, even for two submits before the page re-renders', async () => {
    renderPage();
    await fillForm();
    const form = screen.getByRole('form', { name: 'Datos del pedido' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    await userEvent.click(sendButton('Diseño Enviado ✔️'));
    expect(mocks.getUploadFile).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the error, keeps the values and succeeds on retry', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: [{ code: 'INACTIVE', message: 'Form inactive' }] }), { status: 403 }),
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    const user = await fillForm();
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('pausado');
    await user.click(sendButton('Error al Enviar 😔'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se cortó la conexión mientras enviábamos tu diseño');
    expect(screen.getByRole('textbox', { name: /tu email/i })).toHaveValue('ana@example.com');
    await user.click(sendButton('Reintentar envío'));
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the local inbox uploads rising, reconnecting, and the time left', async () => {
    mocks.config.origin = '';
    type Report = { sentBytes: number; totalBytes: number; reconnecting: boolean };
    let report: (value: Report) => void = () => undefined;
    let finish: () => void = () => undefined;
    mocks.uploadParts.mockImplementation((_endpoint: string, _order: string, _parts: unknown, onReport: (value: Report) => void) => {
      report = onReport;
      return new Promise((resolve) => (finish = () => resolve({ ok: true, ids: { file: 'a'.repeat(32) } })));
    });
    const now = vi.spyOn(performance, 'now');
    renderPage();
    const user = await fillForm();
    await user.click(sendButton());
    await vi.waitFor(() => expect(mocks.uploadParts).toHaveBeenCalled());
    // The local inbox builds the print file from the photo: the browser sends the photo and the proof.
    expect((mocks.uploadParts.mock.calls[0]?.[2] as { field: string }[]).map((part) => part.field)).toEqual(['file', 'proof']);
    now.mockReturnValue(1_000);
    act(() => report({ sentBytes: 1_000_000, totalBytes: 8_100_000, reconnecting: false }));
    const bar = await screen.findByRole('progressbar', { name: 'Envío del diseño' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('Enviando tu diseño… 1,0 de 8,1 MB')).toBeInTheDocument();
    now.mockReturnValue(6_000);
    act(() => report({ sentBytes: 3_100_000, totalBytes: 8_100_000, reconnecting: false }));
    expect(bar).toHaveAttribute('aria-valuenow', '38');
    // 2.1 MB in 5 s: 5 MB more take about 12 s.
    expect(screen.getByText('Enviando tu diseño… 3,1 de 8,1 MB · quedan unos 15 s')).toBeInTheDocument();
    act(() => report({ sentBytes: 3_100_000, totalBytes: 8_100_000, reconnecting: true }));
    expect(screen.getByText('Reconectando… 3,1 de 8,1 MB enviados')).toBeInTheDocument();
    await act(async () => finish());
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    // The local inbox's server is asked for its tarifa first (stock, and a quote older than a day).
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/tarifa.json', 'http://localhost:3000/f/mgm-local']);
    const body = (fetchMock.mock.calls[1] as [string, RequestInit])[1].body as FormData;
    expect(body.get('fileUpload')).toBe('a'.repeat(32));
    expect(body.has('file')).toBe(false);
    now.mockRestore();
  });

  it('explains a photo that could not be prepared', async () => {
    mocks.getUploadFile.mockRejectedValue(new Error('boom'));
    renderPage();
    const user = await fillForm();
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos preparar tu foto');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the proof out when configuration switches it off', async () => {
    mocks.config.sendProof = false;
    renderPage();
    const user = await fillForm();
    await user.click(sendButton());
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.has('proof')).toBe(false);
    expect(body.has('file')).toBe(true);
  });

  it('asks for a photo, with the way back to the editor, when there is none', async () => {
    showPhoto(null);
    renderPage();
    // First the saved draft is looked at for the photo; there is none.
    expect(screen.getByText('Cargando tu foto…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo antes de enviar.');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: /subir tu foto/i }).getAttribute('href')).toContain('selectedClient=XXLA');
  });
});

describe('OrderRoute bringing the photo back', () => {
  const proofImage = () => screen.findByRole('img', { name: /vista previa de tu diseño/i });
  const databases = (names: readonly string[]) => vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name, version: 1 })) });

  it('leaves the draft alone when the photo came from the editor', async () => {
    renderPage();
    await proofImage();
    expect(restoreDraft).not.toHaveBeenCalled();
  });

  it('brings it back from the draft after a reload', async () => {
    showPhoto(null);
    databases(['mgm-personalizador']);
    restoreDraft.mockImplementationOnce(async () => {
      showPhoto(photo);
      return null;
    });
    renderPage();
    expect(screen.getByText('Cargando tu foto…')).toBeInTheDocument();
    await proofImage();
    expect(restoreDraft).toHaveBeenCalledWith(expect.objectContaining({ mode: 'Alfombra', widthCm: 140 }));
  });

  it('neither loads nor reads the drafts where this browser never kept one', async () => {
    showPhoto(null);
    databases(['otra-base']);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo antes de enviar.');
    expect(restoreDraft).not.toHaveBeenCalled();
  });
});

describe('OrderRoute product view', () => {
  it('shows the proof as the product, captioned with its name and size, beside the print layout', async () => {
    renderPage();
    const proof = await screen.findByRole('img', { name: /^Vista previa de tu diseño: Alfombra/ });
    const view = proof.closest('figure');
    if (!view) throw new Error('no product view');
    expect(within(view).getByText('Así se vería tu alfombra XXL 140x100')).toBeInTheDocument();
    // Circular: the product's edge follows the circle.
    expect(proof).toHaveAttribute('data-circular', 'true');
    expect(await screen.findByRole('region', { name: 'Así se va a imprimir' })).toBeInTheDocument();
  });
});

/** A print job the test moves on: `report` its progress, `finish` it with the file. */
function heldPrintJob() {
  const job: { report: (fraction: number) => void; finish: () => void } = { report: () => undefined, finish: () => undefined };
  mocks.makePrint.mockImplementation((_original, _design, onProgress) => {
    job.report = onProgress;
    return new Promise((resolve) => (job.finish = () => resolve({ blob: printBlob, ppi: 152.4 })));
  });
  return { report: (fraction: number) => job.report(fraction), finish: () => job.finish() };
}

describe('OrderRoute print file', () => {
  it('shows the print layout and the progress, and ENVIAR DISEÑO waits for the file', async () => {
    const { report, finish } = heldPrintJob();
    renderPage();
    const review = await screen.findByRole('region', { name: 'Así se va a imprimir' });
    expect(within(review).getByRole('img', { name: /página de 102 × 102 cm con 1 cm de sangrado.*círculo de 100 cm/ })).toBeInTheDocument();
    // The image client loads after the first paint, so the job starts a moment later.
    await vi.waitFor(() =>
      expect(mocks.makePrint).toHaveBeenCalledWith(photo.original, expect.objectContaining({ circular: true }), expect.any(Function), expect.any(AbortSignal)),
    );
    act(() => report(0.4));
    expect(within(review).getByRole('status')).toHaveTextContent('Preparando el archivo de impresión… 40 %');
    const user = await fillForm();
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Preparando el archivo de impresión… 40 %' })).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => finish());
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    expect(within(review).getByRole('status')).toHaveTextContent('Archivo de impresión listo: 152 ppi');
    expect(within(review).getByRole('link', { name: 'Descargar el PDF de impresión' })).toHaveAttribute('download', 'impresion.pdf');
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.get('print')).toBeInstanceOf(Blob);
  });

  it('keeps the download link when the last progress report arrives after the file (Firefox)', async () => {
    const { report, finish } = heldPrintJob();
    renderPage();
    const review = await screen.findByRole('region', { name: 'Así se va a imprimir' });
    await vi.waitFor(() => expect(mocks.makePrint).toHaveBeenCalled());
    act(() => report(0.9));
    await act(async () => finish());
    expect(within(review).getByRole('link', { name: 'Descargar el PDF de impresión' })).toBeInTheDocument();
    // The worker's own port delivers its 100 % after the result.
    act(() => report(1));
    expect(within(review).getByRole('status')).toHaveTextContent('Archivo de impresión listo: 152 ppi');
    expect(within(review).getByRole('link', { name: 'Descargar el PDF de impresión' })).toBeInTheDocument();
  });

  it('sends the order without it, and says so, when it cannot be made', async () => {
    mocks.makePrint.mockRejectedValue(new Error('out of memory'));
    renderPage();
    const review = await screen.findByRole('region', { name: 'Así se va a imprimir' });
    expect(await within(review).findByText(/Archivo de impresión: no se pudo generar/)).toBeInTheDocument();
    const user = await fillForm();
    await user.click(sendButton());
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.has('print')).toBe(false);
    expect(String(body.get('message')).split('\n').at(-1)).toBe('Archivo de impresión: no se pudo generar');
  });

  it('neither makes nor sends it when configuration leaves it out', async () => {
    mocks.config.sendPrint = false;
    renderPage();
    const user = await fillForm();
    await user.click(sendButton());
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' });
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(mocks.makePrint).not.toHaveBeenCalled();
    expect(body.has('print')).toBe(false);
    expect(body.has('diseno')).toBe(true);
    expect(String(body.get('message'))).not.toContain('Archivo de impresión');
  });
});

describe('OrderRoute while the order is on its way', () => {
  async function startSending() {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const view = renderPage();
    const user = await fillForm();
    await user.click(sendButton());
    await screen.findByRole('button', { name: /enviando/i });
    return { view, user, answer: (response: Response) => act(async () => answer(response)) };
  }

  it('asks before the logo link leaves, and stays when the shopper says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, answer } = await startSending();
    await user.click(screen.getByRole('link', { name: 'Volver al editor — MGM Gamers' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_WHILE_SENDING);
    expect(screen.queryByText(/Editor con/)).not.toBeInTheDocument();
    await answer(okAnswer());
    expect(await screen.findByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled();
  });

  it('asks the browser to confirm a reload or close while sending', async () => {
    const { answer } = await startSending();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await answer(okAnswer());
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('still forgets the draft when the store confirms after the shopper left', async () => {
    const { view, answer } = await startSending();
    view.unmount();
    await answer(okAnswer());
    expect(clearDraft).toHaveBeenCalledTimes(1);
  });
});
