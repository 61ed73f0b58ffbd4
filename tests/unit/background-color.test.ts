import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOM_COLOR, hexToRgb, parseHexColor, rgbToHex } from '@/domain/background-color';
import { initialDesign } from '@/domain/design';
import { decodeDesign, encodeDesign } from '@/domain/design-query';
import { backgroundFill } from '@/domain/preview-style';
import { hexColor } from './hex-color';

const decode = (query: string) => decodeDesign(new URLSearchParams(query));

describe('parseHexColor', () => {
  it.each([
    ['#1e90ff', '#1E90FF'],
    ['1E90FF', '#1E90FF'],
    ['  #1E90FF ', '#1E90FF'],
    ['#19f', '#1199FF'],
    ['abc', '#AABBCC'],
  ])('reads %j as %s', (raw, expected) => {
    expect(parseHexColor(raw)).toBe(expected);
  });

  it.each([null, undefined, '', '#', '#12', '#12345', '#1234567', 'red', '#GGGGGG', 'rgb(1,2,3)', '##123456', '#123456\n#654321', '__proto__'])(
    'refuses %j',
    (raw) => {
      expect(parseHexColor(raw)).toBeNull();
    },
  );
});

describe('hex and RGB', () => {
  it('round-trips every channel', () => {
    expect(hexToRgb(hexColor('#1E90FF'))).toEqual({ r: 30, g: 144, b: 255 });
    expect(rgbToHex({ r: 30, g: 144, b: 255 })).toBe('#1E90FF');
    expect(rgbToHex({ r: 0, g: 0, b: 0 })).toBe('#000000');
  });

  it('rounds and clamps channels that came out of averaging', () => {
    expect(rgbToHex({ r: -4, g: 127.6, b: 300 })).toBe('#0080FF');
  });
});

describe('the background that is painted', () => {
  const contain = { ...initialDesign('Clasic'), fit: 'contain' } as const;

  it('is the picked colour with contain and "Otro color"', () => {
    expect(backgroundFill({ ...contain, background: 'custom', customColor: hexColor('#abcdef') }, 500)).toEqual({ kind: 'solid', colour: '#ABCDEF' });
  });

  it('keeps the store’s three backgrounds', () => {
    expect(backgroundFill({ ...contain, background: 'black' }, 500)).toEqual({ kind: 'solid', colour: '#000000' });
    expect(backgroundFill({ ...contain, background: 'white' }, 500)).toEqual({ kind: 'solid', colour: '#ffffff' });
    expect(backgroundFill({ ...contain, background: 'ia' }, 500)).toMatchObject({ kind: 'checker' });
  });

  it('is black with cover or fill, whatever colour was picked', () => {
    expect(backgroundFill({ ...contain, fit: 'cover', background: 'custom', customColor: hexColor('#FF0000') }, 500)).toEqual({ kind: 'solid', colour: '#000000' });
  });
});

describe('the colour in the query string', () => {
  it('travels under new keys, so a link of any colour comes back whole', () => {
    const design = { ...initialDesign('Pro'), fit: 'contain', background: 'custom', customColor: hexColor('#1E90FF'), mirroredVertical: true } as const;
    const params = encodeDesign(design);
    expect(params.get('selectedColor')).toBe('custom');
    expect(params.get('customColor')).toBe('1E90FF');
    expect(params.get('isMirroredVertical')).toBe('true');
    expect(decodeDesign(params)).toEqual(design);
  });

  it('reads an old link exactly as before: its named colour, no vertical mirror, the default custom colour', () => {
    const old = decode('selectedColor=white&imageMode=contain&isMirrored=true&mode=Clasic');
    expect(old).toMatchObject({ background: 'white', customColor: DEFAULT_CUSTOM_COLOR, mirrored: true, mirroredVertical: false });
  });

  it('falls back to black for "custom" without a readable colour, and to the default colour for a hostile one', () => {
    expect(decode('selectedColor=custom&imageMode=contain')).toMatchObject({ background: 'black', customColor: DEFAULT_CUSTOM_COLOR });
    expect(decode('selectedColor=custom&customColor=%3Cscript%3E')).toMatchObject({ background: 'black', customColor: DEFAULT_CUSTOM_COLOR });
    expect(decode('selectedColor=ia&customColor=00ff00')).toMatchObject({ background: 'ia', customColor: '#00FF00' });
  });

  it('reads the vertical mirror only from "true"', () => {
    expect(decode('isMirroredVertical=1').mirroredVertical).toBe(false);
    expect(decode('isMirroredVertical=TRUE').mirroredVertical).toBe(false);
    expect(decode('isMirroredVertical=true').mirroredVertical).toBe(true);
  });
});
