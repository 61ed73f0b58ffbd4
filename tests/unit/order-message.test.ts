import { listQuote } from './default-quote';
import { describe, expect, it } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { hexColor } from './hex-color';
import { orderLines, orderMessage, orderSubject } from '@/domain/order-text';

const rug: DesignConfig = {
  ...initialDesign('Alfombra'),
  sizeCode: 'XXLA',
  widthCm: 140,
  heightCm: 100,
  posX: 100,
  posY: 100,
  mirrored: true,
  fit: 'contain',
  background: 'ia',
  rotation: 90,
  circular: true,
};

describe('orderSubject', () => {
  it('names the design and the preset label with its size', () => {
    expect(orderSubject('Mi Dragón', rug)).toBe('Mousepad Personalizado Mi Dragón XXL 140x100');
  });

  it('labels the Clasic XXXL preset as XXL 140x100, never 150x100', () => {
    const design: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XXXL', widthCm: 140, heightCm: 100 };
    expect(orderSubject('Pad', design)).toBe('Mousepad Personalizado Pad XXL 140x100');
  });

  it('labels a custom size as Personalizado', () => {
    const design: DesignConfig = { ...initialDesign('Pro'), sizeCode: 'PERSO', widthCm: 60, heightCm: 30 };
    expect(orderSubject(' Pad ', design)).toBe('Mousepad Personalizado Pad Personalizado 60x30');
  });
});

describe('orderMessage', () => {
  it('writes one line per item, in the store order, with the spec display words', () => {
    expect(orderMessage(rug, listQuote(rug), { nombreModelo: 'Mi Dragón', comentario: 'Bordes negros' }).split('\n')).toEqual([
      'Tipo: Alfombra',
      'Circular: Si',
      'Medida: XXL 140x100',
      'Precio estimado: $92.000',
      'Nombre: Mi Dragón',
      'Comentario: Bordes negros',
      'Alineación: derecha',
      'Justificación: abajo',
      'Espejado: Si',
      'Espejado vertical: No',
      'Ajuste de imagen: Rellenar bordes (contain)',
      'Color de fondo: IA (completado con IA)',
      'Rotación: 90°',
      'Posición: 100% horizontal, 100% vertical',
      'Zoom: 1×',
    ]);
  });

  it('ends with the accepted Baja quality and its ppp when the shopper accepted one', () => {
    const lines = orderMessage(rug, listQuote(rug), { nombreModelo: 'Pad', comentario: '' }, 48).split('\n');
    expect(lines.at(-1)).toBe('Calidad de impresión: Baja (48 ppp), aceptada por el cliente');
    expect(orderMessage(rug, listQuote(rug), { nombreModelo: 'Pad', comentario: '' })).not.toContain('Calidad');
  });

  it('writes the position and zoom with the es-AR decimal comma', () => {
    const lines = orderMessage({ ...rug, posX: 30, posY: 12.5, zoom: 1.5 }, listQuote(rug), { nombreModelo: 'Pad', comentario: '' }).split('\n');
    expect(lines).toContain('Posición: 30% horizontal, 12,5% vertical');
    expect(lines).toContain('Zoom: 1,5×');
    expect(lines).toContain('Alineación: centrado');
    expect(lines).toContain('Justificación: arriba');
  });

  it('uses the default words of a fresh design', () => {
    const design: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'S' };
    const message = orderMessage(design, listQuote(design), { nombreModelo: 'Pad', comentario: '' });
    expect(message).toContain('Tipo: Mousepad Classic');
    expect(message).toContain('Circular: No');
    expect(message).toContain('Medida: S 25x25');
    expect(message).toContain('Precio estimado: $5.500');
    expect(message).toContain('Comentario: Sin comentario');
    expect(message).toContain('Alineación: centrado');
    expect(message).toContain('Justificación: centrado');
    expect(message).toContain('Espejado: No');
    expect(message).toContain('Ajuste de imagen: Cubrir (Recortando)');
    expect(message).toContain('Color de fondo: Negro');
    expect(message).toContain('Rotación: 0°');
  });

  it('sends the design name once', () => {
    const message = orderMessage(rug, listQuote(rug), { nombreModelo: 'Unico', comentario: '' });
    expect(message.match(/Unico/g)).toHaveLength(1);
  });

  it('keeps a multi-line comment on its own line so every item stays one line', () => {
    const lines = orderLines(rug, listQuote(rug), { nombreModelo: 'Pad', comentario: 'uno\r\n\ndos\nPrecio estimado: $1' });
    const comment = lines.find((line) => line.label === 'Comentario');
    expect(comment?.value).toBe('uno dos Precio estimado: $1');
    const message = orderMessage(rug, listQuote(rug), { nombreModelo: 'Pad', comentario: 'uno\ndos' });
    expect(message.split('\n')).toHaveLength(15);
  });
});

describe('the background the store reads', () => {
  it('is the chosen one with contain, and black with cover or fill, where none can be chosen', () => {
    const ia = { ...initialDesign('Alfombra'), sizeCode: 'SA', widthCm: 50, heightCm: 40, background: 'ia' } as const;
    const line = (fit: 'cover' | 'contain' | 'fill') =>
      orderMessage({ ...ia, fit }, listQuote(ia), { nombreModelo: 'Gato', comentario: '' }).split('\n').find((l) => l.startsWith('Color de fondo:'));
    expect(line('contain')).toBe('Color de fondo: IA (completado con IA)');
    expect(line('cover')).toBe('Color de fondo: Negro');
    expect(line('fill')).toBe('Color de fondo: Negro');
  });
});

describe('any background colour and the vertical mirror (issue 22)', () => {
  const custom = { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40, fit: 'contain', background: 'custom' } as const;
  const lines = (design: DesignConfig) => orderMessage(design, listQuote(design), { nombreModelo: 'Pad', comentario: '' }).split('\n');

  it('writes a picked colour as its hex', () => {
    expect(lines({ ...custom, customColor: hexColor('#1e90ff') })).toContain('Color de fondo: #1E90FF');
  });

  it('reads black when the fit leaves no background to show', () => {
    expect(lines({ ...custom, fit: 'cover', customColor: hexColor('#FF0000') })).toContain('Color de fondo: Negro');
  });

  it('says whether the photo is mirrored top-to-bottom, beside the store’s left-to-right line', () => {
    const message = lines({ ...custom, mirroredVertical: true });
    expect(message).toContain('Espejado: No');
    expect(message).toContain('Espejado vertical: Si');
    expect(message.indexOf('Espejado vertical: Si')).toBe(message.indexOf('Espejado: No') + 1);
  });
});
