/**
 * Where the page's tarifa comes from: the block the server put in the page, else the built-in
 * default (and always the default on a static host with the hosted form service); a tab hidden
 * for ten minutes or more asks /tarifa.json again when it is shown, a shorter look away does not.
 */
import { act, render, screen } from '@testing-library/react';
import { DEFAULT_TARIFA } from '@/domain/tarifa';
import { pageTarifa, TARIFA_ELEMENT_ID } from '@/platform/tarifa/tarifa-source';
import { NEXT_CHANGE_RETRY_MS, NEXT_CHANGE_SPREAD_MS } from '@/platform/tarifa/next-change';
import { REFRESH_AFTER_HIDDEN_MS, useTarifa } from '@/platform/tarifa/use-tarifa';
import { raisedClasic, resetTarifa, showTarifa } from './tarifa-fixtures';

const config = vi.hoisted(() => ({ origin: '', key: 'mgm-local', project: '', sendProof: true, sendPrint: true }));
vi.mock('@/config/runtime', () => ({ formConfig: config }));

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('página');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = TARIFA_ELEMENT_ID;
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

afterEach(() => {
  config.origin = '';
  resetTarifa();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pageTarifa', () => {
  it('reads the tarifa the server put in the page', () => {
    expect(pageTarifa(pageWith(JSON.stringify(raisedClasic(4))))).toEqual(raisedClasic(4));
  });

  it('keeps the built-in default without a block, or with one it cannot read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pageTarifa(document.implementation.createHTMLDocument('x'))).toBe(DEFAULT_TARIFA);
    expect(pageTarifa(pageWith('{"version": 4'))).toBe(DEFAULT_TARIFA);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(pageTarifa(pageWith(JSON.stringify({ ...raisedClasic(4), modes: {} })))).toBe(DEFAULT_TARIFA);
  });

  it('keeps the default on a static host with the hosted form service, whatever the page holds', () => {
    config.origin = 'https://formularios.example';
    expect(pageTarifa(pageWith(JSON.stringify(raisedClasic(4))))).toBe(DEFAULT_TARIFA);
  });
});

function Version() {
  return <p>Versión {useTarifa().tarifa.version}</p>;
}

function setVisibility(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** The tab is hidden for `ms`, then shown again. */
function lookAway(ms: number): void {
  const start = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
  setVisibility('hidden');
  clock.mockReturnValue(start + ms);
  setVisibility('visible');
}

describe('a tab that comes back', () => {
  it('asks for the tarifa again after ten minutes hidden, and shows the new one', async () => {
    const fetchMock = vi.fn(async () => Response.json(raisedClasic(6)));
    vi.stubGlobal('fetch', fetchMock);
    render(<Version />);
    lookAway(REFRESH_AFTER_HIDDEN_MS);
    expect(await screen.findByText('Versión 6')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/tarifa.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('asks nothing after a shorter look away, nor on a static host', () => {
    const fetchMock = vi.fn(async () => Response.json(raisedClasic(6)));
    vi.stubGlobal('fetch', fetchMock);
    const view = render(<Version />);
    lookAway(REFRESH_AFTER_HIDDEN_MS - 1000);
    view.unmount();
    config.origin = 'https://formularios.example';
    render(<Version />);
    lookAway(REFRESH_AFTER_HIDDEN_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps its tarifa when the server cannot answer', async () => {
    const fetchMock = vi.fn(async () => new Response('no', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Version />);
    lookAway(REFRESH_AFTER_HIDDEN_MS);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Versión 0')).toBeInTheDocument();
  });
});

describe('an open page at the next change (issue 45)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the tarifa again when a promotion starts or ends, and again later if the server cannot answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetchMock = vi.fn(async () => new Response('no', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    showTarifa({ ...raisedClasic(4), nextChange: new Date(Date.now() + 60_000).toISOString() });
    render(<Version />);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000 + NEXT_CHANGE_SPREAD_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(async () => Response.json({ ...raisedClasic(4), promotions: [], nextChange: null }));
    await act(() => vi.advanceTimersByTimeAsync(NEXT_CHANGE_RETRY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // No change is coming: the page asks nothing more.
    await act(() => vi.advanceTimersByTimeAsync(NEXT_CHANGE_RETRY_MS * 10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while no change is coming', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetchMock = vi.fn(async () => Response.json(raisedClasic(6)));
    vi.stubGlobal('fetch', fetchMock);
    showTarifa({ ...raisedClasic(4), nextChange: null });
    render(<Version />);
    await act(() => vi.advanceTimersByTimeAsync(48 * 60 * 60 * 1000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

