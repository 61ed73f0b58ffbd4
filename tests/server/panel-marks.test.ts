/** Where the contour cutter's marks go: corners of the usable area, at most 50 cm apart, in the margins. */
import { describe, expect, it } from 'vitest';
import { MARK_MM, MARK_SPACING_MM, markColumns, markRows, registrationMarks } from '../../server/production/panel-marks';

const settings = { rollWidthMm: 1400, marginMm: 15, separationMm: 5, maxPanelLengthMm: 5000 };

describe('the registration marks', () => {
  it('sit level with both ends of every panel length, never more than 50 cm apart', () => {
    for (let length = MARK_MM + 1; length <= 5080; length += 7) {
      const rows = markRows(length);
      expect(rows[0]).toBe(0);
      expect(rows.at(-1)).toBe(length - MARK_MM);
      const gaps = rows.slice(1).map((row, i) => row - (rows[i] ?? 0));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(MARK_SPACING_MM);
      // One row fewer would leave a gap over 50 cm.
      expect((length - MARK_MM) / (rows.length - 2)).toBeGreaterThan(MARK_SPACING_MM);
    }
    expect(markRows(5000)).toHaveLength(11);
  });

  it('stand 2 mm outside the usable area in both margins, closer when the margin is narrow, and nowhere under 5 mm', () => {
    expect(markColumns(settings)).toEqual({ left: 8, right: 1387 });
    expect(markColumns({ ...settings, marginMm: 6 })).toEqual({ left: 0, right: 1395 });
    expect(markColumns({ ...settings, marginMm: 5 })).toEqual({ left: 0, right: 1395 });
    expect(markColumns({ ...settings, marginMm: 4.9 })).toBeNull();
    for (const mark of registrationMarks(settings, 1200)) {
      const inLeftMargin = mark.xMm >= 0 && mark.xMm + MARK_MM <= settings.marginMm;
      const inRightMargin = mark.xMm >= settings.rollWidthMm - settings.marginMm && mark.xMm + MARK_MM <= settings.rollWidthMm;
      expect(inLeftMargin || inRightMargin).toBe(true);
    }
    expect(registrationMarks(settings, 1200)).toHaveLength(2 * 4);
  });
});
