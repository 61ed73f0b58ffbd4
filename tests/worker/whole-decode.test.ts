import { oneWholeDecodeAtATime } from '../../workers/whole-decode';

const later = () => {
  let settle: (ok: boolean) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    settle = (ok) => (ok ? resolve('hecho') : reject(new Error('roto')));
  });
  return { promise, settle };
};

describe('oneWholeDecodeAtATime', () => {
  it('starts the next whole decode only once the last one has settled, failed ones included', async () => {
    const started: string[] = [];
    const first = later();
    const second = later();
    const a = oneWholeDecodeAtATime(() => (started.push('a'), first.promise));
    const b = oneWholeDecodeAtATime(() => (started.push('b'), second.promise));
    const c = oneWholeDecodeAtATime(async () => (started.push('c'), 'c'));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.settle(false);
    await expect(a).rejects.toThrow('roto');
    await vi.waitFor(() => expect(started).toEqual(['a', 'b']));
    second.settle(true);
    await expect(b).resolves.toBe('hecho');
    await expect(c).resolves.toBe('c');
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
