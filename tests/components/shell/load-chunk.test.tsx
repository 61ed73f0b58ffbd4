import type { MockInstance } from 'vitest';
import { ChunkLoadError } from '@/platform/chunk-load/chunk-load-error';
import { loadChunk, loadChunkOnce } from '@/platform/chunk-load/load-chunk';
import {
  getUnclaimedFailure,
  installPreloadErrorListener,
  subscribeUnclaimedFailure,
} from '@/platform/chunk-load/preload-errors';
import { withTimeout } from '@/platform/with-timeout';

const never = () => new Promise<never>(() => undefined);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects once the bound has passed, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const result = withTimeout(never(), 1_000, () => new Error('tarde')).catch((error: Error) => {
      settled(error.message);
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(settled).toHaveBeenCalledWith('tarde');
  });

  it('settles like the promise when it is in time and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve('listo'), 1_000, () => new Error('tarde'))).resolves.toBe('listo');
    await expect(withTimeout(Promise.reject(new Error('roto')), 1_000, () => new Error('tarde'))).rejects.toThrow('roto');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('loadChunk', () => {
  it('fails with a timeout after 120 s and logs the chunk and the type', async () => {
    vi.useFakeTimers();
    const loading = loadChunk('la página de información', never);
    const settled = vi.fn();
    const outcome = loading.catch((error: unknown) => {
      settled();
      return error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure).toMatchObject({ chunk: 'la página de información', kind: 'timeout' });
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('la página de información · tipo: timeout');
  });

  it('names the file of a failed import and calls it a network failure', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: https://mgm.test/assets/info-route-9f8e.js');
    await expect(loadChunk('la página de información', () => Promise.reject(cause))).rejects.toMatchObject({
      kind: 'network',
      url: '/assets/info-route-9f8e.js',
      cause,
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('resolves with the module when it arrives', async () => {
    await expect(loadChunk('la calculadora', () => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });
});

describe('loadChunkOnce', () => {
  it('shares one download between calls, and forgets a failure so the next call tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: https://mgm.test/assets/preview-stage-1a2b.js'))
      .mockResolvedValue({ ok: true });
    const load = loadChunkOnce('la vista previa', importer);
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    const [first, second] = [load(), load()];
    expect(first).toBe(second);
    await expect(first).resolves.toEqual({ ok: true });
    await expect(load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('vite:preloadError', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installPreloadErrorListener(window);
  });
  afterEach(() => uninstall());

  function announce(error: Error) {
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
  }

  it('calls a failed preload of a chunk dependency a preload failure', async () => {
    const cause = new Error('Unable to preload CSS for /assets/info-route-77aa.css');
    const failure = loadChunk('la página de información', () => {
      announce(cause);
      return Promise.reject(cause);
    });
    await expect(failure).rejects.toMatchObject({ kind: 'preload', url: '/assets/info-route-77aa.css' });
  });

  it('does not report a failure twice when its caller handled it', async () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const stop = subscribeUnclaimedFailure(notify);
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const failure = loadChunk('el editor', () => {
      announce(cause);
      return Promise.reject(cause);
    }).catch(() => undefined);
    await failure;
    await vi.advanceTimersByTimeAsync(1);
    expect(notify).not.toHaveBeenCalled();
    stop();
  });

  it('publishes a failure nobody handled, so the shell can show the reload message', async () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const stop = subscribeUnclaimedFailure(notify);
    announce(new Error('Unable to preload CSS for /assets/shared-1234.css'));
    await vi.advanceTimersByTimeAsync(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(getUnclaimedFailure()).toMatchObject({ kind: 'preload', chunk: 'un archivo del sitio (shared-1234.css)' });
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('tipo: preload');
    stop();
  });
});
