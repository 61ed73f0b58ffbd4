import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultStallRules, watchBody } from '../../server/inbox/stall-guard';

/** A request whose socket's byte counter the test moves by hand. */
function fakeRequest() {
  const request = { socket: { bytesRead: 0 }, complete: false };
  return { request, raw: request as unknown as IncomingMessage };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the stall guard', () => {
  it('never cuts a slow body that keeps moving: 13 MB at 500 kbit/s for seven minutes', () => {
    const { request, raw } = fakeRequest();
    const onStuck = vi.fn();
    watchBody(raw, defaultStallRules, onStuck);
    for (let second = 0; second < 420; second += 1) {
      request.socket.bytesRead += 62_500;
      vi.advanceTimersByTime(1000);
    }
    expect(onStuck).not.toHaveBeenCalled();
  });

  it('cuts a body with no byte for 30 s', () => {
    const { request, raw } = fakeRequest();
    const onStuck = vi.fn();
    watchBody(raw, defaultStallRules, onStuck);
    request.socket.bytesRead = 500_000;
    vi.advanceTimersByTime(29_000);
    expect(onStuck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onStuck).toHaveBeenCalledTimes(1);
  });

  it('cuts a body crawling under 2 kB/s after its first minute, not before', () => {
    const { request, raw } = fakeRequest();
    const onStuck = vi.fn();
    watchBody(raw, defaultStallRules, onStuck);
    for (let second = 0; second < 59; second += 1) {
      request.socket.bytesRead += 1_000;
      vi.advanceTimersByTime(1000);
    }
    expect(onStuck).not.toHaveBeenCalled();
    for (let second = 0; second < 3; second += 1) {
      request.socket.bytesRead += 1_000;
      vi.advanceTimersByTime(1000);
    }
    expect(onStuck).toHaveBeenCalledTimes(1);
  });

  it('stops watching once the body is read, or when told', () => {
    const { request, raw } = fakeRequest();
    const onStuck = vi.fn();
    watchBody(raw, defaultStallRules, onStuck);
    request.complete = true;
    vi.advanceTimersByTime(120_000);
    const other = fakeRequest();
    const stop = watchBody(other.raw, defaultStallRules, onStuck);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(onStuck).not.toHaveBeenCalled();
  });
});
