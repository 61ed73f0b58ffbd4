import type { MockInstance } from 'vitest';
import { BEFORE_RELOAD_TASK_MS, registerBeforeReload, runBeforeReload } from '@/platform/before-reload';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe('before-reload tasks', () => {
  it('runs every registered task and none after it is unregistered', async () => {
    const first = vi.fn();
    const second = vi.fn(() => Promise.resolve());
    const offFirst = registerBeforeReload(first);
    const offSecond = registerBeforeReload(second);
    await runBeforeReload();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    offFirst();
    await runBeforeReload();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    offSecond();
  });

  it('swallows and logs a failing task so the reload still happens', async () => {
    const off = registerBeforeReload(() => {
      throw new Error('disco lleno');
    });
    const offAsync = registerBeforeReload(() => Promise.reject(new Error('sin cuota')));
    await expect(runBeforeReload()).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(2);
    off();
    offAsync();
  });

  it('gives up on a task that takes longer than its bound', async () => {
    vi.useFakeTimers();
    const off = registerBeforeReload(() => new Promise<void>(() => undefined));
    const done = vi.fn();
    const running = runBeforeReload().then(done);
    await vi.advanceTimersByTimeAsync(BEFORE_RELOAD_TASK_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(done).toHaveBeenCalled();
    off();
  });
});
