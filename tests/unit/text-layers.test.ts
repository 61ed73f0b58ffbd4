import { listQuote } from './default-quote';
import { describe, expect, it } from 'vitest';
import { decodeDesign, encodeDesign } from '@/domain/design-query';
import { initialDesign, sameDesign, type DesignConfig } from '@/domain/design';
import { createHistory, historyReducer, type HistoryAction } from '@/domain/history';
import { orderMessage } from '@/domain/order-text';
import { textLayersChange } from '@/domain/text-actions';
import {
  clampTextLayer,
  clampTextLayers,
  cleanText,
  lostCharacters,
  MAX_TEXT_LAYERS,
  newTextLayer,
  TEXT_BLACK,
  TEXT_WHITE,
  type TextLayer,
} from '@/domain/text-layers';
import { decodeTextLayers, TEXT_QUERY_KEY } from '@/domain/text-query';

const santi: TextLayer = { ...newTextLayer('SANTI', 'orbitron'), color: TEXT_WHITE, sizeCm: 6, xPct: 30, yPct: 70.25, outline: true, align: 'left' };

describe('text layer clamps', () => {
  it('keeps Spanish letters and signs, drops emoji and other scripts, caps at 40 characters', () => {
    expect(cleanText('¡Ñandú Peñón! 🎮 ok')).toBe('¡Ñandú Peñón! ok');
    expect(cleanText('x'.repeat(60))).toHaveLength(40);
    expect(cleanText('a~b\u0000c\u202Ed')).toBe('abcd');
    expect(lostCharacters('SANTI 🎮')).toBe(true);
    expect(lostCharacters('SANTI')).toBe(false);
  });

  it('bounds size, position and colour, and replaces unknown fonts and alignments', () => {
    const hostile = { ...santi, sizeCm: 999, xPct: -5, yPct: Number.NaN, color: 'red', font: 'comic-sans', align: 'justify', outline: 'yes' };
    expect(clampTextLayer(hostile as unknown as TextLayer)).toEqual({
      ...santi,
      sizeCm: 40,
      xPct: 0,
      yPct: 50,
      color: '#FFFFFF',
      font: 'orbitron',
      align: 'center',
      outline: false,
    });
    expect(clampTextLayer({ ...santi, sizeCm: 0.2 }).sizeCm).toBe(1);
    expect(clampTextLayer({ ...santi, sizeCm: 6.3 }).sizeCm).toBe(6.5);
  });

  it('keeps at most three layers and drops empty ones', () => {
    const many = Array.from({ length: 5 }, (_, index) => ({ ...santi, text: index === 1 ? ' 🎮 ' : `T${index}` }));
    expect(clampTextLayers(many).map((layer) => layer.text)).toEqual(['T0', 'T2', 'T3']);
  });
});

describe('text layer codec', () => {
  it('round-trips layers through the query string with one compact key per layer', () => {
    const design = { ...initialDesign('Clasic'), texts: [santi, { ...newTextLayer('MGM', 'anton'), shadow: true, color: TEXT_BLACK }] };
    const params = encodeDesign(design);
    expect(params.getAll(TEXT_QUERY_KEY)).toEqual(['orbitron~6~FFFFFF~o~l~30~70.25~SANTI', 'anton~6~000000~s~c~50~50~MGM']);
    expect(decodeDesign(new URLSearchParams(params.toString())).texts).toEqual(design.texts);
  });

  it('leaves old links without text, and never throws on hostile values', () => {
    expect(decodeDesign(new URLSearchParams('mode=Pro')).texts).toEqual([]);
    const hostile = new URLSearchParams();
    for (const raw of ['x', '~~~~~~~', 'evil~1e9~zzz~os~q~-4~Infinity~<b>hola</b>🎮', 'anton~6~FFF~-~r~1~2~', ...Array(10).fill('anton~6~FFF~-~r~1~2~A')]) {
      hostile.append(TEXT_QUERY_KEY, raw);
    }
    const texts = decodeTextLayers(hostile);
    expect(texts).toHaveLength(MAX_TEXT_LAYERS);
    expect(texts[0]).toEqual({ ...newTextLayer('<b>hola</b>', 'orbitron'), outline: true, shadow: true });
    expect(texts[1]).toMatchObject({ text: 'A', font: 'anton', color: '#FFFFFF', align: 'right', xPct: 1, yPct: 2 });
  });
});

describe('text layer actions', () => {
  it('adds up to three layers, changes one with clamps, removes one', () => {
    let texts: readonly TextLayer[] = [];
    for (let i = 0; i < 5; i += 1) texts = textLayersChange(texts, { type: 'addText', text: `T${i}` });
    expect(texts).toHaveLength(3);
    texts = textLayersChange(texts, { type: 'changeText', index: 1, change: { sizeCm: 100, text: 'SANTI 🎮' } });
    expect(texts[1]).toMatchObject({ text: 'SANTI ', sizeCm: 40 });
    texts = textLayersChange(texts, { type: 'removeText', index: 0 });
    expect(texts.map((layer) => layer.text)).toEqual(['SANTI ', 'T2']);
  });

  it('returns the same array when nothing changes, so no undo step is made', () => {
    const texts = [santi];
    expect(textLayersChange(texts, { type: 'changeText', index: 0, change: { xPct: 30 } })).toBe(texts);
    expect(textLayersChange(texts, { type: 'changeText', index: 4, change: { xPct: 1 } })).toBe(texts);
    expect(textLayersChange(texts, { type: 'removeText', index: 4 })).toBe(texts);
  });

  it('makes every change an undo step, and a drag one step', () => {
    const steps: HistoryAction[] = [
      { type: 'addText', text: 'SANTI' },
      { type: 'changeText', index: 0, change: { font: 'anton' } },
      { type: 'beginGesture' },
      { type: 'changeText', index: 0, change: { xPct: 20 } },
      { type: 'changeText', index: 0, change: { xPct: 25 } },
      { type: 'endGesture' },
    ];
    const history = steps.reduce(historyReducer, createHistory());
    expect(history.past).toHaveLength(3);
    const undone = historyReducer(history, { type: 'undo' });
    expect(undone.editor.design.texts[0]).toMatchObject({ font: 'anton', xPct: 50 });
    expect(historyReducer(undone, { type: 'redo' }).editor.design.texts[0]?.xPct).toBe(25);
  });
});

describe('text in the order message', () => {
  it('lists each layer as the store reads it', () => {
    const design = { ...initialDesign('Clasic'), sizeCode: 'XL', texts: [{ ...newTextLayer('SANTI', 'orbitron') }, { ...santi, text: 'MGM', shadow: true, sizeCm: 2.5 }] };
    const message = orderMessage(design, listQuote(design), { nombreModelo: 'Dragon', comentario: '' });
    expect(message).toContain('Texto 1: «SANTI» · Orbitron · 6 cm · #FFFFFF');
    expect(message).toContain('Texto 2: «MGM» · Orbitron · 2,5 cm · #FFFFFF · contorno · sombra · alineado a la izquierda');
  });
});

describe('text layers read back from a stored design', () => {
  it('encodes a design without texts, or with garbage there, as one without text', () => {
    const stored = Object.fromEntries(Object.entries(initialDesign('Clasic')).filter(([key]) => key !== 'texts'));
    expect(encodeDesign(stored as unknown as DesignConfig).getAll(TEXT_QUERY_KEY)).toEqual([]);
    const garbage = { ...initialDesign('Clasic'), texts: [null, 7, { text: 'OK', sizeCm: 'x' }] as unknown as TextLayer[] };
    expect(encodeDesign(garbage).getAll(TEXT_QUERY_KEY)).toEqual(['orbitron~6~FFFFFF~-~c~50~50~OK']);
  });
});

describe('designs with text compared as data', () => {
  it('are the same when their layers hold the same values, whatever the arrays', () => {
    const a = { ...initialDesign('Clasic'), texts: [{ ...newTextLayer('SANTI') }] };
    expect(sameDesign(a, { ...a, texts: [{ ...newTextLayer('SANTI') }] })).toBe(true);
    expect(sameDesign({ ...a, texts: [] }, { ...a, texts: [] })).toBe(true);
    expect(sameDesign(a, { ...a, texts: [{ ...newTextLayer('SANTI'), xPct: 51 }] })).toBe(false);
    expect(sameDesign(a, decodeDesign(encodeDesign(a)))).toBe(true);
  });
});
