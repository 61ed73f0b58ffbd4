import { elapsedText, megabytesText, remainingText, sentOfTotalText, sentPercent, SpeedMeter } from '@/domain/send-progress';

describe('send progress words', () => {
  it('writes megabytes the Argentine way', () => {
    expect(megabytesText(3_140_000)).toBe('3,1');
    expect(sentOfTotalText(3_100_000, 8_100_000)).toBe('3,1 de 8,1 MB');
  });

  it('never says 100 % before the last byte', () => {
    expect(sentPercent(0, 100)).toBe(0);
    expect(sentPercent(999, 1000)).toBe(99);
    expect(sentPercent(1000, 1000)).toBe(100);
    expect(sentPercent(5, 0)).toBe(0);
  });

  it('rounds the time left and the time elapsed', () => {
    expect(remainingText(2)).toBe('quedan unos 5 s');
    expect(remainingText(41)).toBe('quedan unos 45 s');
    expect(remainingText(170)).toBe('quedan unos 3 min');
    expect(elapsedText(42_500)).toBe('0:42');
    expect(elapsedText(185_000)).toBe('3:05');
  });
});

describe('SpeedMeter', () => {
  it('estimates the time left only once the speed is steady', () => {
    const meter = new SpeedMeter();
    meter.add(0, 0);
    meter.add(2_000, 125_000);
    expect(meter.secondsLeft(1_000_000)).toBeNull();
    meter.add(4_000, 250_000);
    // 62.5 kB/s (500 kbit/s): a megabyte takes 16 s.
    expect(meter.secondsLeft(1_000_000)).toBeCloseTo(16);
  });

  it('measures over the recent window and forgets a reconnection pause', () => {
    const meter = new SpeedMeter();
    for (let second = 0; second <= 20; second += 1) meter.add(second * 1000, second * 10_000);
    for (let second = 21; second <= 30; second += 1) meter.add(second * 1000, 200_000 + (second - 20) * 100_000);
    // The last ten seconds ran at 100 kB/s.
    expect(meter.secondsLeft(1_000_000)).toBeCloseTo(10);
    meter.restart();
    expect(meter.secondsLeft(1_000_000)).toBeNull();
  });
});
