import { clampCm, clampCmText, digitsOnly, MAX_CM_DIGITS, parseCm } from '@/domain/size-input';

describe('digitsOnly', () => {
  it('drops every character that is not a digit', () => {
    expect(digitsOnly('1a2')).toBe('12');
    expect(digitsOnly('-5.5')).toBe('55');
    expect(digitsOnly('x')).toBe('');
    expect(digitsOnly(' 4 0 ')).toBe('40');
    expect(digitsOnly('٣٤')).toBe('');
  });

  it('keeps at most three digits by default', () => {
    expect(MAX_CM_DIGITS).toBe(3);
    expect(digitsOnly('12345')).toBe('123');
    expect(digitsOnly('1e10')).toBe('110');
  });

  it('takes another limit', () => {
    expect(digitsOnly('12345', 4)).toBe('1234');
  });
});

describe('clampCm', () => {
  it('keeps a value within the range', () => {
    expect(clampCm(10, 25, 140)).toBe(25);
    expect(clampCm(200, 25, 140)).toBe(140);
    expect(clampCm(80, 25, 140)).toBe(80);
  });

  it('rounds to whole centimetres and treats NaN as the minimum', () => {
    expect(clampCm(80.6, 25, 140)).toBe(81);
    expect(clampCm(Number.NaN, 40, 100)).toBe(40);
  });
});

describe('parseCm and clampCmText', () => {
  it('reads digits as cm and nothing as null', () => {
    expect(parseCm('045')).toBe(45);
    expect(parseCm('')).toBeNull();
    expect(parseCm('x')).toBeNull();
  });

  it('clamps the text of a filled input and leaves an empty one empty', () => {
    expect(clampCmText('5', 25, 120)).toBe('25');
    expect(clampCmText('999', 25, 120)).toBe('120');
    expect(clampCmText('', 25, 120)).toBe('');
  });
});
