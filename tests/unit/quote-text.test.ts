import { describe, expect, it } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { orderMessage, quoteLines } from '@/domain/order-text';
import { designQuote, isOutOfStockRefusal, outOfStockProblem, promotionText, type PriceQuote } from '@/domain/quote-text';
import { DEFAULT_TARIFA } from '@/domain/tarifa';

const promoted: PriceQuote = { kind: 'price', list: 17000, price: 14000, promotion: { name: 'Semana gamer', percent: 20 } };
const clasicL: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40 };

describe('quoteLines', () => {
  it('says the price charged, then the list price and the promotion when there is one', () => {
    expect(quoteLines(promoted)).toEqual([
      { label: 'Precio estimado', value: '$14.000' },
      { label: 'Precio de lista', value: '$17.000' },
      { label: 'Promoción', value: 'Semana gamer: 20% de descuento' },
    ]);
    expect(quoteLines({ kind: 'price', list: 17000, price: 17000, promotion: null })).toEqual([{ label: 'Precio estimado', value: '$17.000' }]);
  });

  it('puts the promotion lines right after the price in the order message', () => {
    const lines = orderMessage(clasicL, promoted, { nombreModelo: 'Pad', comentario: '' }).split('\n');
    expect(lines.slice(3, 7)).toEqual(['Medida: L 90x40', 'Precio estimado: $14.000', 'Precio de lista: $17.000', 'Promoción: Semana gamer: 20% de descuento']);
  });
});

describe('promotionText', () => {
  it('names the promotion with its percentage, or only the percentage without a name', () => {
    expect(promotionText({ name: 'Hot Sale', percent: 15 })).toBe('Hot Sale: 15% de descuento');
    expect(promotionText({ name: '', percent: 15 })).toBe('15% de descuento');
  });
});

describe('designQuote', () => {
  it('has no quote before a size is chosen, and the list price under the built-in tarifa', () => {
    expect(designQuote(initialDesign('Clasic'), DEFAULT_TARIFA, new Date())).toBeNull();
    expect(designQuote(clasicL, DEFAULT_TARIFA, new Date())).toEqual({ kind: 'price', list: 17000, price: 17000, promotion: null });
  });
});

describe('out of stock', () => {
  it('tells the shopper what to do, and knows the server refusal by its opening', () => {
    expect(outOfStockProblem('Alfombra')).toBe('Por ahora no tenemos stock de Alfombra. Elegí otro producto para seguir: tu diseño queda guardado.');
    expect(isOutOfStockRefusal('Por ahora no tenemos stock de Mousepad Pro: tu diseño queda guardado; elegí otro modo.')).toBe(true);
    expect(isOutOfStockRefusal('El formulario llegó vacío: completalo y volvé a enviar.')).toBe(false);
  });
});
