import { describe, expect, it } from 'vitest';
import { deviceClass, readStatsEvent, sizeOfEvent } from '@/domain/stats-events';

const step = { n: 'foto', d: 'Teléfono', m: 'Clasic', s: 'L' };

describe('the closed set of events', () => {
  it('takes each kind of event with only its own keys and values', () => {
    expect(readStatsEvent(step)).toEqual(step);
    expect(readStatsEvent({ n: 'medida', d: 'Tablet', m: 'Pro', s: 'Personalizada' })).not.toBeNull();
    expect(readStatsEvent({ n: 'rechazo', d: 'Computadora', m: 'Pro', r: 'corrupt' })).not.toBeNull();
    expect(readStatsEvent({ n: 'error-envio', d: 'Computadora', m: 'Pro', r: 'NETWORK' })).not.toBeNull();
    expect(readStatsEvent({ n: 'sin-stock', d: 'Computadora', m: 'Alfombra' })).not.toBeNull();
    expect(readStatsEvent({ n: 'LCP', d: 'Teléfono', m: 'Clasic', v: 1234.5 })).not.toBeNull();
  });

  it('refuses anything outside it, so nothing else can be stored', () => {
    const refused: unknown[] = [
      null, 'foto', [step], { ...step, n: 'pedido' }, { ...step, n: 'compra' }, { ...step, d: 'Heladera' },
      { ...step, m: 'Taza' }, { ...step, s: 'XXL' }, { ...step, s: 'SP' }, { ...step, email: 'a@b.com' },
      { ...step, s: undefined }, { n: 'rechazo', d: 'Tablet', m: 'Pro', r: 'foto.jpg' },
      { n: 'error-envio', d: 'Tablet', m: 'Pro', r: 'nadie' }, { n: 'sin-stock', d: 'Tablet', m: 'Pro', r: 'x' },
      { n: 'INP', d: 'Tablet', m: 'Pro', v: -1 }, { n: 'INP', d: 'Tablet', m: 'Pro', v: 600_001 },
      { n: 'INP', d: 'Tablet', m: 'Pro', v: '12' }, { n: 'INP', d: 'Tablet', m: 'Pro', v: 12, s: 'L' },
    ];
    for (const body of refused) expect(readStatsEvent(body), JSON.stringify(body)).toBeNull();
  });

  it('reads the device class from the viewport and names a custom size «Personalizada»', () => {
    expect([359, 767, 768, 1023, 1024, 1920].map(deviceClass)).toEqual(['Teléfono', 'Teléfono', 'Tablet', 'Tablet', 'Computadora', 'Computadora']);
    expect(sizeOfEvent('Pro', 'LP')).toBe('LP');
    expect(sizeOfEvent('Pro', 'PERSO')).toBe('Personalizada');
  });
});
