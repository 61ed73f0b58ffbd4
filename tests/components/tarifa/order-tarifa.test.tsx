/**
 * /formulario under the tarifa (issue 34), posting to the local inbox: the summary shows the quote,
 * the order carries its price lines and the tarifa version, a mode out of stock is stopped before
 * anything travels (and when the server refuses it), and a quote older than a day is made again,
 * shown, and only sent on the shopper's second tap. The inbox's uploads and the photo are replaced;
 * fetch answers /tarifa.json and the order post.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DEFAULT_TARIFA, type Tarifa } from '@/domain/tarifa';
import type { ServedTarifa } from '@/domain/tarifa-served';
import OrderRoute from '@/features/order/order-route';
import { imageState } from '@/image/image-state';
import type { ShopperImage } from '@/image/types';
import { renderAt } from '../app-history';
import { raisedClasic, resetTarifa, showTarifa, withoutStock, withPromotion } from './tarifa-fixtures';

const mocks = vi.hoisted(() => ({
  getUploadFile: vi.fn<() => Promise<File>>(),
  uploadParts: vi.fn(),
}));

const photo = { id: 'img-1', fileName: 'gato.png', kind: 'image/png', width: 12000, height: 9000, preview: {}, original: new Blob(['x']) } as ShopperImage;

vi.mock('@/image/image-store', () => ({ getUploadFile: mocks.getUploadFile }));
vi.mock('@/image/image-client', () => ({ makeProof: async () => new Blob(['p'], { type: 'image/jpeg' }), makePrint: async () => ({ blob: new Blob(['%PDF-1.7']), ppi: 300 }) }));
vi.mock('@/config/runtime', () => ({ formConfig: { origin: '', key: 'mgm-local', project: '', sendProof: true, sendPrint: true } }));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));
vi.mock('@/features/order/resumable-upload', () => ({ uploadParts: mocks.uploadParts }));

const CLASIC_L = 'mode=Clasic&selectedClient=L&widthCm=90&heightCm=40';
/** The sending code loads on the first send, which takes a while on a busy machine. */
const WAIT = { timeout: 8_000 };
const DAY_AND_AN_HOUR = 25 * 60 * 60 * 1000;

/** What the server says: its tarifa at /tarifa.json, and `answer` for the order post. */
function serve(tarifa: Tarifa | ServedTarifa, answer: () => Response = () => Response.json({ ok: true, next: '/gracias' })) {
  const fetchMock = vi.fn(async (url: string) => (url === '/tarifa.json' ? Response.json(tarifa) : answer()));
  vi.stubGlobal('fetch', fetchMock);
  const posts = () => fetchMock.mock.calls.filter(([url]) => url !== '/tarifa.json').map((call) => (call as unknown as [string, RequestInit])[1].body as FormData);
  return { fetchMock, posts };
}

async function send(query = CLASIC_L) {
  renderAt([`/formulario?${query}`], <Routes><Route path="/formulario" element={<OrderRoute />} /></Routes>);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /nombre del diseño/i }), 'Gato');
  await user.type(screen.getByRole('textbox', { name: /tu email/i }), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'ENVIAR DISEÑO' }));
  return user;
}

const summary = () => screen.getByRole('region', { name: 'Tu diseño' });
const lines = (body: FormData | undefined) => String(body?.get('message')).split('\n');
const tarifaOf = (body: FormData | undefined) => new URLSearchParams(String(body?.get('diseno'))).get('tarifa');
const stampOf = (body: FormData | undefined) => new URLSearchParams(String(body?.get('diseno'))).get('sello');

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  imageState.set({ image: photo, placeholder: null, busy: false, error: null, notice: null });
  mocks.getUploadFile.mockReset().mockResolvedValue(new File([new Uint8Array([9])], 'diseno.png', { type: 'image/png' }));
  mocks.uploadParts.mockReset().mockResolvedValue({ ok: true, ids: { file: 'a'.repeat(32) } });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof-1'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetTarifa();
});

describe('the order under a promotion', () => {
  it('shows the struck list price and sends the price, the list price, the promotion and the version', async () => {
    const tarifa = withPromotion({ sizes: ['90x40'], name: 'Semana gamer' });
    showTarifa(tarifa);
    const { posts } = serve(tarifa);
    await send();
    expect(summary().querySelector('s')).toHaveTextContent('$17.000');
    expect(summary()).toHaveTextContent('$14.000');
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' }, WAIT);
    const [body] = posts();
    expect(lines(body)).toEqual(expect.arrayContaining(['Precio estimado: $14.000', 'Precio de lista: $17.000', 'Promoción: Semana gamer: 20% de descuento']));
    expect(lines(body).indexOf('Precio de lista: $17.000')).toBe(lines(body).indexOf('Precio estimado: $14.000') + 1);
    expect(tarifaOf(body)).toBe(String(tarifa.version));
  });
});

describe('a mode without stock', () => {
  it('is stopped before anything is sent when the server marked it meanwhile, and the design stays', async () => {
    const { posts } = serve(withoutStock('Clasic'));
    await send();
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('no tiene stock del producto que elegiste');
    expect(posts()).toEqual([]);
    expect(mocks.uploadParts).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /nombre del diseño/i })).toHaveValue('Gato');
    expect(summary()).toHaveTextContent('Mousepad Classic');
    expect(summary()).toHaveTextContent('Sin stock');
  });

  it("explains the server's own refusal, which @formspree/core passes on without its code", async () => {
    // The inbox's words (server/inbox/inbox-errors.ts), on the design's field.
    const message =
      'Por ahora no tenemos stock de Mousepad Classic: tu diseño queda guardado; elegí otro modo en el personalizador o escribinos para saber cuándo vuelve.';
    const refusal = () => Response.json({ errors: [{ code: 'SIN_STOCK', field: 'diseno', message }] }, { status: 409 });
    serve(DEFAULT_TARIFA, refusal);
    await send();
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('no tiene stock del producto que elegiste');
    expect(screen.getByRole('alert')).toHaveTextContent('Tu foto y tu diseño siguen acá');
  });
});

describe('a quote older than a day', () => {
  it('is made again with the tarifa in force, shown, and sent only on the second tap', async () => {
    showTarifa(DEFAULT_TARIFA, Date.now() - DAY_AND_AN_HOUR);
    const { posts } = serve(raisedClasic(7));
    const user = await send();
    const notice = await screen.findByText('Actualizamos el precio de tu diseño.', {}, WAIT);
    expect(notice.closest('[role=status]')).toHaveTextContent('antes era $17.000). Ahora es $19.000.');
    expect(posts()).toEqual([]);
    expect(summary()).toHaveTextContent('$19.000');
    await user.click(screen.getByRole('button', { name: 'ENVIAR DISEÑO' }));
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' }, WAIT);
    expect(lines(posts()[0])).toContain('Precio estimado: $19.000');
    expect(tarifaOf(posts()[0])).toBe('7');
  });

  it('keeps its price within the day, even when the store changed it meanwhile, and sends the stamp it was served', async () => {
    showTarifa({ ...DEFAULT_TARIFA, stamp: 'sello-v0' }, Date.now() - 23 * 60 * 60 * 1000);
    const { posts } = serve({ ...raisedClasic(7), stamp: 'sello-v7', voided: [] });
    await send();
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' }, WAIT);
    expect(lines(posts()[0])).toContain('Precio estimado: $17.000');
    expect(tarifaOf(posts()[0])).toBe('0');
    expect(stampOf(posts()[0])).toBe('sello-v0');
  });
});

describe('a quote the server would not honour (issue 45)', () => {
  it('is made again when the page has no stamp for it (a page served the default), and shown before it goes', async () => {
    showTarifa(DEFAULT_TARIFA);
    const { posts } = serve({ ...raisedClasic(7), stamp: 'sello-v7', voided: [] });
    await send();
    expect(await screen.findByText('Actualizamos el precio de tu diseño.', {}, WAIT)).toBeInTheDocument();
    expect(posts()).toEqual([]);
    expect(summary()).toHaveTextContent('$19.000');
  });

  it('is made again when the store voided its version', async () => {
    showTarifa({ ...raisedClasic(6), stamp: 'sello-v6' });
    const { posts } = serve({ ...DEFAULT_TARIFA, version: 7, savedAt: '2026-11-02T12:00:00.000Z', stamp: 'sello-v7', voided: [6] });
    const user = await send();
    expect(await screen.findByText('Actualizamos el precio de tu diseño.', {}, WAIT)).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ENVIAR DISEÑO' }));
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' }, WAIT);
    expect(lines(posts()[0])).toContain('Precio estimado: $17.000');
    expect([tarifaOf(posts()[0]), stampOf(posts()[0])]).toEqual(['7', 'sello-v7']);
  });

  it('of the version in force goes with the stamp the server gives now, though the page had none', async () => {
    showTarifa(DEFAULT_TARIFA);
    const { posts } = serve({ ...DEFAULT_TARIFA, stamp: 'sello-v0', voided: [] });
    await send();
    await screen.findByRole('button', { name: 'Diseño Enviado ✔️' }, WAIT);
    expect([tarifaOf(posts()[0]), stampOf(posts()[0])]).toEqual(['0', 'sello-v0']);
  });
});
