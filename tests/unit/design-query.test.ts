import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOM_COLOR } from '@/domain/background-color';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { decodeDesign, decodeTarifaClaim, encodeDesign, withTarifaVersion } from '@/domain/design-query';

const rug: DesignConfig = {
  mode: 'Alfombra',
  sizeCode: 'PERSO',
  widthCm: 120,
  heightCm: 80,
  posX: 100,
  posY: 100,
  zoom: 1,
  mirrored: true,
  mirroredVertical: false,
  fit: 'contain',
  background: 'ia',
  customColor: DEFAULT_CUSTOM_COLOR,
  rotation: 270,
  circular: true,
  straightEdges: false,
  texts: [],
};

const decode = (query: string) => decodeDesign(new URLSearchParams(query));

describe('encodeDesign', () => {
  it('uses the store keys', () => {
    expect(encodeDesign(rug).toString()).toBe(
      'selectedClient=PERSO&Align=right&Justify=bottom&isMirrored=true&imageMode=contain&selectedColor=ia&rotacion=270&widthCm=120&heightCm=80&mode=Alfombra&isCircular=true&posX=100&posY=100&zoom=1&isMirroredVertical=false&customColor=1E90FF&bordes=rectos',
    );
  });
  it('leaves selectedClient out while no size is chosen', () => {
    expect(encodeDesign(initialDesign('Pro')).has('selectedClient')).toBe(false);
  });
});

describe('round trip', () => {
  const designs: DesignConfig[] = [
    rug,
    initialDesign('Clasic'),
    initialDesign('Pro'),
    { ...initialDesign('Clasic'), sizeCode: 'XXXL', widthCm: 140, heightCm: 100, rotation: 90, fit: 'fill' },
    { ...initialDesign('Pro'), sizeCode: 'XLP', widthCm: 120, heightCm: 60, posX: 0, posY: 0, background: 'white' },
    { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40, posX: 33.33, posY: 71.5, zoom: 2.75 },
    { ...rug, posX: 0.01, posY: 99.99, zoom: 4 },
  ];
  it.each(designs)('decode(encode(d)) is d for %o', (design) => {
    expect(decodeDesign(encodeDesign(design))).toEqual(design);
  });
});

describe('position and zoom', () => {
  it('Align and Justify carry the nearest stop of the position', () => {
    const params = encodeDesign({ ...rug, posX: 20, posY: 80, zoom: 1.5 });
    expect([params.get('Align'), params.get('Justify'), params.get('posX'), params.get('posY'), params.get('zoom')]).toEqual([
      'left',
      'bottom',
      '20',
      '80',
      '1.5',
    ]);
  });
  it.each([
    ['Align=left&Justify=top', { posX: 0, posY: 0 }],
    ['Align=right&Justify=center', { posX: 100, posY: 50 }],
    ['Align=center&Justify=bottom', { posX: 50, posY: 100 }],
    ['', { posX: 50, posY: 50 }],
  ])('a link without posX/posY (%s) places the photo at the stops, as before', (query, position) => {
    expect(decode(query)).toMatchObject({ ...position, zoom: 1 });
  });
  it('posX/posY win over Align/Justify when both are present', () => {
    expect(decode('Align=left&Justify=top&posX=70&posY=20')).toMatchObject({ posX: 70, posY: 20 });
  });
  it('hostile position and zoom are clamped or fall back', () => {
    expect(decode('posX=-30&posY=250&zoom=12')).toMatchObject({ posX: 0, posY: 100, zoom: 4 });
    expect(decode('posX=NaN&posY=1e3&zoom=0.5')).toMatchObject({ posX: 50, posY: 50, zoom: 1 });
    expect(decode('Align=left&posX=abc&zoom=Infinity')).toMatchObject({ posX: 0, zoom: 1 });
    expect(decode('posX=12.3456&zoom=1.239')).toMatchObject({ posX: 12.35, zoom: 1.24 });
  });
});

describe('hostile input never crashes and falls back safely', () => {
  it('an empty query is the Clasic start', () => {
    expect(decode('')).toEqual(initialDesign('Clasic'));
  });
  it('mode alone opens that mode', () => {
    expect(decode('mode=Alfombra')).toEqual(initialDesign('Alfombra'));
  });
  it('unknown mode becomes Clasic', () => {
    expect(decode('mode=Ultra').mode).toBe('Clasic');
    expect(decode('mode=alfombra').mode).toBe('Clasic');
  });
  it('numbers are clamped to the mode bounds and non-numbers take the default', () => {
    expect(decode('mode=Pro&widthCm=999&heightCm=1').widthCm).toBe(120);
    expect(decode('mode=Pro&widthCm=999&heightCm=1').heightCm).toBe(25);
    expect(decode('mode=Alfombra&widthCm=-5&heightCm=abc')).toMatchObject({ widthCm: 50, heightCm: 40 });
    expect(decode('widthCm=1e400&heightCm=NaN')).toMatchObject({ widthCm: 25, heightCm: 25 });
    expect(decode('widthCm=60.6&heightCm=')).toMatchObject({ widthCm: 61, heightCm: 25 });
  });
  it('rotation outside 0/90/180/270 is 0', () => {
    expect(decode('rotacion=45').rotation).toBe(0);
    expect(decode('rotacion=90.0').rotation).toBe(0);
    expect(decode('rotacion=180').rotation).toBe(180);
  });
  it('circular in every mode, only for «true»', () => {
    expect(decode('mode=Clasic&isCircular=true').circular).toBe(true);
    expect(decode('mode=Alfombra&isCircular=yes').circular).toBe(false);
    expect(decode('mode=Alfombra&isCircular=true').circular).toBe(true);
  });
  it('a preset of another mode is no size', () => {
    expect(decode('mode=Pro&selectedClient=XXXL').sizeCode).toBeNull();
    expect(decode('mode=Clasic&selectedClient=<script>').sizeCode).toBeNull();
  });
  it("a preset's own size wins over the query's numbers", () => {
    expect(decode('mode=Clasic&selectedClient=XXXL&widthCm=30&heightCm=30')).toMatchObject({ sizeCode: 'XXXL', widthCm: 140, heightCm: 100 });
  });
  it('PERSO keeps its clamped numbers', () => {
    expect(decode('mode=Pro&selectedClient=PERSO&widthCm=130&heightCm=10')).toMatchObject({ sizeCode: 'PERSO', widthCm: 120, heightCm: 25 });
  });
  it('enum values outside their sets take the defaults', () => {
    expect(decode('Align=middle&Justify=__proto__&imageMode=stretch&selectedColor=red&isMirrored=1')).toMatchObject({
      posX: 50,
      posY: 50,
      fit: 'cover',
      background: 'black',
      mirrored: false,
    });
  });
  it('repeated keys use the first value', () => {
    expect(decode('mode=Pro&mode=Alfombra').mode).toBe('Pro');
  });
});

describe('the tarifa version and its stamp beside the design (issues 34, 45)', () => {
  const stamp = 'Qx9_-'.repeat(8);
  it('are written as tarifa= and sello= and read back', () => {
    const params = withTarifaVersion(encodeDesign(initialDesign('Clasic')), { version: 7, stamp });
    expect(params.get('tarifa')).toBe('7');
    expect(params.get('sello')).toBe(stamp);
    expect(decodeTarifaClaim(new URLSearchParams(params.toString()))).toEqual({ version: 7, stamp });
  });

  it('the version is 0, the built-in default, when missing or not a whole number', () => {
    for (const query of ['', 'tarifa=', 'tarifa=-1', 'tarifa=2.5', 'tarifa=1e3', 'tarifa=9999999999', 'tarifa=%201']) {
      expect(decodeTarifaClaim(new URLSearchParams(query)).version).toBe(0);
    }
  });

  it('the stamp is none when missing, too long or not base64url', () => {
    expect(withTarifaVersion(new URLSearchParams(), { version: 3, stamp: '' }).has('sello')).toBe(false);
    for (const query of ['tarifa=3', 'tarifa=3&sello=', `tarifa=3&sello=${'a'.repeat(65)}`, 'tarifa=3&sello=ab%2Bcd', 'tarifa=3&sello=a%20b']) {
      expect(decodeTarifaClaim(new URLSearchParams(query))).toEqual({ version: 3, stamp: '' });
    }
  });

  it('leave the design itself alone', () => {
    const design = initialDesign('Pro');
    expect(decodeDesign(withTarifaVersion(encodeDesign(design), { version: 3, stamp }))).toEqual(design);
  });
});
