import type { Metric } from 'web-vitals';

const vitals = vi.hoisted(() => ({ listeners: new Map<string, (metric: Pick<Metric, 'value'>) => void>() }));
vi.mock('web-vitals', () => ({
  onLCP: (listener: (metric: Pick<Metric, 'value'>) => void) => vitals.listeners.set('LCP', listener),
  onINP: (listener: (metric: Pick<Metric, 'value'>) => void) => vitals.listeners.set('INP', listener),
  onCLS: (listener: (metric: Pick<Metric, 'value'>) => void) => vitals.listeners.set('CLS', listener),
}));

const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
const sentBodies = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as Record<string, unknown>);

async function freshPage() {
  vi.resetModules();
  const queue = await import('@/platform/stats/stats-queue');
  const { startStats } = await import('@/app/stats-beacon');
  return { ...queue, startStats };
}

beforeEach(() => {
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
});
afterEach(() => sessionStorage.clear());

describe('the page’s anonymous events', () => {
  it('send what waited once the sender starts, with the device class, mode and size only', async () => {
    const page = await freshPage();
    page.setStatsPlace('Pro', 'LP');
    page.countStep('editor');
    page.countStats({ n: 'rechazo', r: 'corrupt' });
    expect(beacon).not.toHaveBeenCalled();
    page.startStats('/eventos');
    expect(beacon.mock.calls.map(([url]) => url)).toEqual(['/eventos', '/eventos']);
    expect(sentBodies()).toEqual([
      { n: 'editor', m: 'Pro', s: 'LP', d: 'Teléfono' },
      { n: 'rechazo', r: 'corrupt', m: 'Pro', d: 'Teléfono' },
    ]);
  });

  it('count each funnel step once a tab session, even across reloads, but every refusal', async () => {
    let page = await freshPage();
    page.startStats('/eventos');
    page.countStep('medida', 'Clasic', 'PERSO');
    page.countStep('medida', 'Clasic', 'L');
    page.countStats({ n: 'rechazo', r: 'type' });
    page.countStats({ n: 'rechazo', r: 'type' });
    page = await freshPage();
    page.startStats('/eventos');
    page.countStep('medida', 'Clasic', 'L');
    expect(sentBodies().map((body) => `${String(body.n)} ${String(body.s ?? body.r)}`)).toEqual(['medida Personalizada', 'rechazo type', 'rechazo type']);
    expect(sessionStorage.length).toBe(1);
    expect(document.cookie).toBe('');
  });

  it('load web-vitals at the first input, and send its LCP, INP and CLS (in thousandths) as whole numbers', async () => {
    vitals.listeners.clear();
    const page = await freshPage();
    page.startStats('/eventos');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vitals.listeners.size).toBe(0);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(vitals.listeners.size).toBe(3));
    vitals.listeners.get('LCP')?.({ value: 1234.6 });
    vitals.listeners.get('CLS')?.({ value: 0.0424 });
    expect(sentBodies()).toEqual([
      { n: 'LCP', v: 1235, m: 'Clasic', d: 'Teléfono' },
      { n: 'CLS', v: 42, m: 'Clasic', d: 'Teléfono' },
    ]);
  });
});
