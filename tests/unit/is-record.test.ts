import { isRecord } from '@/domain/is-record';

describe('isRecord: the first check on untrusted data', () => {
  it.each([[{}], [{ version: 1 }], [Object.create(null) as object]])('accepts an object %#', (value) => {
    expect(isRecord(value)).toBe(true);
  });

  it.each([[null], [undefined], [[]], [[1, 2]], ['text'], [42], [true]])('refuses %j', (value) => {
    expect(isRecord(value)).toBe(false);
  });
});
