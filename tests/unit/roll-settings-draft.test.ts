import { describe, expect, it } from 'vitest';
import type { RollPiece } from '../../src/domain/roll-plan';
import { checkSettingsDraft, DEFAULT_PRINT_SETTINGS, longestPiece, settingsFit, settingsToDraft } from '../../src/domain/roll-settings-draft';

const piece = (id: string, widthMm: number, heightMm: number): RollPiece => ({ id, widthMm, heightMm, shape: 'rect' });

describe('the print settings as typed', () => {
  it('shows the defaults the Argentine way and reads them back to whole millimetres', () => {
    const draft = settingsToDraft(DEFAULT_PRINT_SETTINGS);
    expect(draft).toEqual({ separacion: '0,5', margen: '1,5', panel: '500' });
    expect(checkSettingsDraft(draft, [])).toEqual({ ok: true, settings: DEFAULT_PRINT_SETTINGS });
    expect(checkSettingsDraft({ separacion: '0', margen: '2,5', panel: '508' }, [])).toEqual({ ok: true, settings: { separationMm: 0, marginMm: 25, maxPanelLengthMm: 5080 } });
  });

  it('refuses «2.5», which could mean 2,5 or 25, showing how to write it', () => {
    const checked = checkSettingsDraft({ separacion: '0,5', margen: '2.5', panel: '500' }, []);
    expect(checked).toEqual({ ok: false, problems: { margen: expect.stringContaining('escribí 2,5') as unknown } });
  });

  it('refuses a panel over 508 cm, saying why', () => {
    const checked = checkSettingsDraft({ separacion: '0,5', margen: '1,5', panel: '508,1' }, []);
    expect(checked).toEqual({ ok: false, problems: { panel: expect.stringContaining('200 pulgadas') as unknown } });
  });

  it('measures a piece along the roll the shorter way that fits the usable width', () => {
    // 1220 x 620 on a 1400 roll with 15 mm margins (1370 usable): either way fits, so 620 along the roll.
    expect(longestPiece([piece('MGM-1', 1220, 620), piece('MGM-2', 470, 420)], 1400, 15)).toEqual({ id: 'MGM-1', lengthMm: 620 });
    // 1220 x 620 on a 1000 roll: only lying lengthwise fits, so 1220 along the roll.
    expect(longestPiece([piece('MGM-1', 1220, 620)], 1000, 15)).toEqual({ id: 'MGM-1', lengthMm: 1220 });
    // Wider than the usable width both ways: the packer leaves it out with its own message.
    expect(longestPiece([piece('MGM-1', 1500, 1450)], 1400, 15)).toBeNull();
  });

  it('asks for a panel as long as the longest checked piece of each roll', () => {
    const rolls = [{ pieces: [piece('MGM-7', 1220, 620)], rollWidthMm: 1000 }];
    const checked = checkSettingsDraft({ separacion: '0,5', margen: '1,5', panel: '100' }, rolls);
    expect(checked).toEqual({ ok: false, problems: { panel: 'El pedido MGM-7 ocupa 122 cm de largo del rollo: el panel tiene que medir al menos eso.' } });
    expect(checkSettingsDraft({ separacion: '0,5', margen: '1,5', panel: '122' }, rolls).ok).toBe(true);
  });

  it('takes stored settings only within the form’s bounds', () => {
    expect(settingsFit(DEFAULT_PRINT_SETTINGS)).toBe(true);
    for (const bad of [{ separationMm: -1 }, { marginMm: 4 }, { maxPanelLengthMm: 5081 }, { maxPanelLengthMm: 0 }, { separationMm: 2.5 }]) {
      expect(settingsFit({ ...DEFAULT_PRINT_SETTINGS, ...bad }), JSON.stringify(bad)).toBe(false);
    }
  });
});
