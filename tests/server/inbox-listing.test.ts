import { describe, expect, it } from 'vitest';
import { hasControlChars, stripControlChars } from '../../server/html/control-chars';
import { parseSubmissionRecord } from '../../server/orders/submission-record';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import { formatEntry, summarize } from '../../server/orders/submission-summary';
import { decodeDesign } from '../../src/domain/design-query';
import { LINE_LABELS } from '../../src/domain/order-message';
import { orderMessage } from './multipart-fixtures';

const valid: SubmissionRecord = {
  id: 'a',
  receivedAt: '2025-01-31T21:04:00.000Z',
  fields: { nombreModelo: 'Dragón', email: 'a@b.co', comentario: '', subject: '', message: orderMessage },
  files: [{ field: 'file', storedName: 'file.jpg', size: 10, sha256: 'ab', type: 'image/jpeg' }],
};

/** Any C0/C1 control character or DEL. */
const anyControl = /\p{Cc}/u;

describe('what `npm run inbox` prints', () => {
  const hostile: SubmissionRecord = {
    ...valid,
    fields: {
      ...valid.fields,
      nombreModelo: 'Evil\u001b[2J\u001b[H',
      email: 'a@b.co\u001b]52;c;aGFja2Vk\u0007',
      message: 'Medida: XL\u009b2J 100x60\nPrecio estimado: $1\r\u001b[1A$40.000',
    },
  };

  it('drops control characters, so an order cannot clear, fake or reach the clipboard', () => {
    const summary = summarize(hostile);
    expect(summary).toMatchObject({ name: 'Evil[2J[H', email: 'a@b.co]52;c;aGFja2Vk', size: 'XL2J 100x60' });
    const entry = formatEntry({ folder: '/srv/inbox/2025-x\u001b[2J', record: hostile }, '/elsewhere');
    // Line breaks between the entry's own lines are the only control characters left.
    expect(entry.replace(/\n/g, '')).not.toMatch(anyControl);
    expect(entry).toContain('/srv/inbox/2025-x[2J');
  });

  it('labels size and price as the order message does, with the folder relative to the working directory', () => {
    const entry = formatEntry({ folder: '/srv/app/data/inbox/2025-a', record: valid }, '/srv/app');
    expect(entry).toContain(`  ${LINE_LABELS.size}: XXL 140x100 · ${LINE_LABELS.price}: $92.000`);
    expect(entry).toContain('  Carpeta: data/inbox/2025-a');
    expect(entry.startsWith('31/01/2025 ')).toBe(true);
  });
});

describe('bidirectional characters', () => {
  const bidi = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('drops every bidi mark, embedding, override and isolate, so an order cannot reverse what the store reads', () => {
    const reversed: SubmissionRecord = {
      ...valid,
      fields: {
        ...valid.fields,
        nombreModelo: 'Dragón\u202e000.2$',
        email: `a@b.co${bidi.join('')}`,
        message: 'Medida: XL 100x60\nPrecio estimado: \u2067$1\u2069 \u202d$92.000',
      },
    };
    const entry = formatEntry({ folder: '/srv/inbox/2025-\u202ex', record: reversed }, '/elsewhere');
    for (const char of bidi) expect(entry).not.toContain(char);
    expect(entry).toContain('Dragón000.2$');
    expect(entry).toContain('/srv/inbox/2025-x');
  });

  it('keeps letters of right-to-left scripts, only dropping the marks', () => {
    expect(stripControlChars('\u202eשלום\u200f')).toBe('שלום');
  });

  it('drops the other invisible format characters too (U+061C, U+2028, U+2029, U+200B, U+FEFF, U+00AD, U+2060), keeping an emoji’s joiner', () => {
    expect(stripControlChars('\ufeffBlack\u200b Fri\u00adday\u061c\u2028\u2029\u2060 👩\u200d💻')).toBe('Black Friday 👩\u200d💻');
  });
});

describe('control characters', () => {
  it('finds and strips C0, DEL and C1 characters, allowing the ones asked for', () => {
    expect(stripControlChars('a\u0000b\u007fc\u0085d\u009be')).toBe('abcde');
    expect(hasControlChars('línea\nlínea\tfin', '\n\t')).toBe(false);
    expect(hasControlChars('línea\nlínea', '')).toBe(true);
    expect(hasControlChars('ñandú Über 60x30', '')).toBe(false);
  });
});

describe('reading submission.json', () => {
  it('accepts a record of the expected shape', () => {
    expect(parseSubmissionRecord(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
  });

  it.each([
    ['not an object', []],
    ['no fields', { ...valid, fields: undefined }],
    ['a missing text field', { ...valid, fields: { nombreModelo: 'x', email: 'a@b.co' } }],
    ['a number as text', { ...valid, fields: { ...valid.fields, email: 5 } }],
    ['files not a list', { ...valid, files: {} }],
    ['a file named as a path', { ...valid, files: [{ ...valid.files[0], storedName: '../../etc/passwd.jpg' }] }],
    ['a file size as text', { ...valid, files: [{ ...valid.files[0], size: '10' }] }],
    ['a file of another type', { ...valid, files: [{ ...valid.files[0], type: 'image/gif' }] }],
    ['no date', { ...valid, receivedAt: 1 }],
  ])('refuses %s', (_, value) => {
    expect(parseSubmissionRecord(value)).toBeNull();
  });
});

describe('the listing of a print-ready order', () => {
  const design = decodeDesign(new URLSearchParams('mode=Alfombra&selectedClient=XXLA'));
  const printOrder: SubmissionRecord = {
    ...valid,
    fields: { ...valid.fields, message: 'Medida: otra cosa\nPrecio estimado: $1' },
    files: [
      ...valid.files,
      {
        field: 'print',
        storedName: 'print.pdf',
        size: 10,
        sha256: 'cd',
        type: 'application/pdf',
        print: { pageWidthCm: 142, pageHeightCm: 102, image: { widthPx: 5600, heightPx: 4000, ppi: 100 } },
      },
    ],
    design,
    priceCheck: 'mismatch',
  };

  it('reads size and price from the design, not the message, and flags the message\'s other price', () => {
    const entry = formatEntry({ folder: '/srv/app/data/inbox/2025-a', record: printOrder }, '/srv/app');
    expect(entry).toContain(`  ${LINE_LABELS.size}: XXL 140x100 · ${LINE_LABELS.price}: $92.000`);
    expect(entry).toContain('¡Atención! El mensaje decía $1: revisá el precio antes de cobrar.');
  });

  it('names the print file with its page size and density', () => {
    const entry = formatEntry({ folder: '/srv/inbox/a', record: printOrder }, '/srv');
    expect(entry).toContain('  Archivo de impresión: print.pdf, página 142 x 102 cm, 100 ppi');
    expect(formatEntry({ folder: '/srv/inbox/a', record: valid }, '/srv')).toContain('Archivo de impresión: no llegó');
    const unprinted = { ...valid, printMissing: 'el armado pasó el límite de tiempo (60 s).' };
    expect(formatEntry({ folder: '/srv/inbox/a', record: unprinted }, '/srv')).toContain(
      'Archivo de impresión: no se pudo armar: el armado pasó el límite de tiempo (60 s). (armalo de nuevo desde /buzon)',
    );
    expect(parseSubmissionRecord(JSON.parse(JSON.stringify(unprinted)))?.printMissing).toBe(unprinted.printMissing);
  });

  it('reads back what the inbox stored, passing a damaged design through the codec', () => {
    expect(parseSubmissionRecord(JSON.parse(JSON.stringify(printOrder)))).toEqual(printOrder);
    const damaged = parseSubmissionRecord({ ...printOrder, design: { mode: 'Nada', widthCm: 'x' }, priceCheck: 'quizás' });
    expect(damaged?.design).toMatchObject({ mode: 'Clasic' });
    expect(damaged).not.toHaveProperty('priceCheck');
  });
});
