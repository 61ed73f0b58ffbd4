import { deskOutlines } from '@/domain/desk-scale';

const frame = (widthCm: number, heightCm: number, pxPerCm: number) => ({ width: widthCm * pxPerCm, height: heightCm * pxPerCm, pxPerCm });

describe('a keyboard and a mouse at the piece’s scale', () => {
  it('puts both, side by side, in the middle of a 90x40 pad', () => {
    const { keyboard, mouse } = deskOutlines(90, 40, frame(90, 40, 5));
    expect(keyboard).toMatchObject({ width: 220, height: 65, y: (200 - 65) / 2 });
    expect(mouse).toMatchObject({ width: 32.5, height: 60, y: 70 });
    // 44 + 4 + 6.5 = 54.5 cm together, centred: 17.75 cm free on each side.
    expect(keyboard.x).toBeCloseTo(17.75 * 5);
    expect(mouse.x + mouse.width).toBeCloseTo((90 - 17.75) * 5);
  });

  it('keeps the mouse whole on a pad too narrow for both, and lets the keyboard run off', () => {
    const { keyboard, mouse } = deskOutlines(25, 25, frame(25, 25, 4));
    expect(mouse.x + mouse.width).toBeCloseTo(24 * 4);
    expect(keyboard.x).toBeLessThan(0);
  });

  it('centres the mouse on a piece narrower than it', () => {
    expect(deskOutlines(5, 20, frame(5, 20, 10)).mouse.x).toBeCloseTo(-7.5);
  });
});
