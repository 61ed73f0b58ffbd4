import type { Metric } from 'web-vitals';
import { createVitalsReporter, vitalsPayload } from '@/app/web-vitals';

const lcp = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  delta: 1234.5,
  id: 'v5-1',
  entries: [],
  navigationType: 'navigate',
} as const satisfies Metric;

describe('field performance reporting', () => {
  it('sends each measurement to the configured endpoint', () => {
    const beacon = vi.fn(() => true);
    createVitalsReporter({ endpoint: 'https://vitals.test/r', logToConsole: false, beacon })(lcp);
    expect(beacon).toHaveBeenCalledWith('https://vitals.test/r', vitalsPayload(lcp, '/'));
    expect(JSON.parse(vitalsPayload(lcp, '/home'))).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      delta: 1234.5,
      id: 'v5-1',
      navigationType: 'navigate',
      path: '/home',
    });
  });

  it('sends nothing without an endpoint, and logs only in development', () => {
    const beacon = vi.fn(() => true);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    createVitalsReporter({ endpoint: '', logToConsole: false, beacon })(lcp);
    expect(info).not.toHaveBeenCalled();
    createVitalsReporter({ endpoint: '', logToConsole: true, beacon })(lcp);
    expect(beacon).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP 1234.5 (good)');
    info.mockRestore();
  });
});
