import { describe, expect, it } from 'vitest';
import { mainThreadTasks, type TraceEvent } from '../bench/main-thread-tasks';

const main = { pid: 7, tid: 7 };
const events: TraceEvent[] = [
  { ...main, name: 'RunTask', ph: 'X', ts: 500, dur: 90_000, tdur: 80_000 },
  { ...main, name: 'order-start', ph: 'R', ts: 1_000 },
  { ...main, name: 'RunTask', ph: 'X', ts: 2_000, dur: 63_000, tdur: 1_600 },
  { ...main, name: 'FunctionCall', ph: 'X', ts: 2_100, dur: 1_000, tdur: 1_000 },
  { pid: 7, tid: 9, name: 'RunTask', ph: 'X', ts: 3_000, dur: 200_000, tdur: 200_000 },
  { ...main, name: 'RunTask', ph: 'X', ts: 11_000, dur: 12_000, tdur: 11_000 },
];

describe('main-thread tasks from a trace', () => {
  it('keeps the marking thread\'s top-level tasks from the mark on, with wall and CPU time', () => {
    expect(mainThreadTasks(events, 'order-start')).toEqual([
      { at: 1, wallMs: 63, cpuMs: 1.6 },
      { at: 10, wallMs: 12, cpuMs: 11 },
    ]);
  });

  it('says so when the mark is missing', () => {
    expect(() => mainThreadTasks(events, 'otra-marca')).toThrow(/no "otra-marca" mark/);
  });
});
