import { describe, expect, it } from 'vitest';
import { downloadName } from '../../server/orders/download-name';
import { detailPage } from '../../server/buzon/html/detail-page';
import { escapeHtml, html } from '../../server/html/html';
import { listPage } from '../../server/buzon/html/list-page';
import { loginPage } from '../../server/buzon/html/login-page';
import { replyMailto } from '../../server/buzon/mail-reply';
import { entryFor } from '../../server/orders/order-entry';
import { pendingState } from '../../server/orders/order-state';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import type { HexColor } from '../../src/domain/background-color';
import { initialDesign } from '../../src/domain/design';
import { newTextLayer } from '../../src/domain/text-layers';
import { formatPrice, quotePrice } from '../../src/domain/pricing';
import { printFacts } from './buzon-orders';
import { orderMessage } from './multipart-fixtures';
import { attachmentHeader } from '../../server/html/replies';

const hostileName = '<img src=x onerror=alert(1)>"\'&';
const record: SubmissionRecord = {
  id: '6f1c2d34-5e6f-4a1b-8c9d-0e1f2a3b4c5d',
  receivedAt: '2026-01-31T21:04:00.000Z',
  fields: {
    nombreModelo: hostileName,
    email: 'x@y.co',
    comentario: '<script>alert(1)</script>',
    subject: '<b>asunto</b>',
    message: `${orderMessage}\nNota: <style>body{display:none}</style>`,
  },
  files: [
    { field: 'file', storedName: 'file.jpg', size: 2_500_000, sha256: 'a', type: 'image/jpeg' },
    { field: 'proof', storedName: 'proof.jpg', size: 150_000, sha256: 'b', type: 'image/jpeg' },
    { field: 'print', storedName: 'print.pdf', size: 9_000_000, sha256: 'c', type: 'application/pdf', print: printFacts },
  ],
  design: { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60, texts: [{ ...newTextLayer('<b>SANTI</b>', 'anton') }] },
  priceCheck: 'mismatch',
};
const entry = entryFor('/inbox/x', 'x', record, pendingState);
const query = { filter: 'todos', search: '<b>busca</b>', page: 1 } as const;
/** An order with no emails yet, on a server whose mail is configured. */
const quietLife = { emails: [], mailConfigured: true };
const pages = {
  login: loginPage('wrong'),
  list: listPage({ items: [entry], total: 1, page: 1, pages: 1 }, query, 0),
  detail: detailPage(entry, record, { emails: [], mailConfigured: false, problem: '<b>problema</b>' }),
};

describe('the inbox pages', () => {
  it.each(Object.entries(pages))('%s: no shopper text becomes markup, and nothing inline needs unsafe-inline', (_name, text) => {
    // Each tag with its quoted values emptied: what is left is the markup a browser would act on.
    const tags = (text.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));
    expect(tags.filter((tag) => /^<\/?(script|style)|\sstyle=|\son[a-z]+=|\ssrc=x/i.test(tag))).toEqual([]);
    expect(text).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(text).toContain('<link rel="stylesheet" href="/buzon/estilos.css">');
  });

  it('shows the shopper text escaped where the store reads it', () => {
    expect(pages.list).toContain(escapeHtml(hostileName));
    expect(pages.list).toContain('&lt;b&gt;busca&lt;/b&gt;');
    expect(pages.detail).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The design's text layers, from the design the order sent as data.
    expect(pages.detail).toContain('<dt>Texto 1</dt><dd>«&lt;b&gt;SANTI&lt;/b&gt;» · Anton · 6 cm · #FFFFFF</dd>');
    // The message is the shopper's browser's text: shown whole, its "Label: value" lines never become rows.
    expect(pages.detail).toContain('Nota: &lt;style&gt;body{display:none}&lt;/style&gt;</dd>');
    expect(pages.detail).not.toContain('<dt>Nota</dt>');
  });

  it('says the piece’s shape from the design the order sent as data, what the cut follows (issue 31)', () => {
    expect(pages.detail).toContain('<dt>Circular</dt><dd>No</dd></div><div><dt>Bordes</dt><dd>Redondeados</dd>');
    const straight = { ...record, design: { ...initialDesign('Pro'), straightEdges: true } };
    expect(detailPage(entry, straight, quietLife)).toContain('<dt>Bordes</dt><dd>Rectos</dd>');
    const round = { ...record, design: { ...initialDesign('Clasic'), circular: true } };
    const roundPage = detailPage(entry, round, quietLife);
    expect(roundPage).toContain('<dt>Circular</dt><dd>Si</dd>');
    // The message's own lines still show under «Mensaje»; the design's rows say no edges for a circle.
    expect(roundPage.split('<h2>Mensaje</h2>')[0]).not.toContain('<dt>Bordes</dt>');
  });

  it('lists the date in Argentina, size, checked price, print quality, state and downloads of every stored file', () => {
    // One date format across /buzon (issue 45): the list and the order's history alike, 24-hour clock.
    expect(pages.list).toContain('31/01/2026 18:04');
    expect(pages.detail).toContain('<li>Recibido: 31/01/2026 18:04</li>');
    expect(`${pages.list}${pages.detail}`).not.toMatch(/\d{2}\/\d{2}\/\d{2}, |[ap]\. m\./);
    // Size and price come from the design the order sent as data; the message said otherwise.
    expect(pages.list).toContain('<dd>XL 100x60</dd>');
    const quoted = formatPrice(quotePrice('Clasic', 100, 60));
    expect(pages.list).toContain(`${quoted} <strong class="marca-alerta">(el mensaje decía $92.000: revisá el precio antes de cobrar)</strong>`);
    expect(pages.list).toContain('<dd>Buena (120 ppp)</dd>');
    expect(pages.detail).toContain('print.pdf, página 102 x 62 cm, 120 ppi');
    expect(pages.detail).toContain('archivos/print" download>Descargar Archivo de impresión</a>\n<span class="tenue">(PDF, 8,6 MB)');
    expect(pages.list).toContain('Pendiente');
    expect(pages.detail).toContain(`href="/buzon/pedidos/${record.id}/archivos/file" download>Descargar Foto original`);
    expect(pages.detail).toContain('(JPG, 2,4 MB)');
    expect(pages.detail).toContain(`action="/buzon/pedidos/${record.id}/estado"`);
    expect(pages.detail).toContain('Marcar como respondido');
  });

  it('says plainly that the shopper pays less with the tarifa in force (issue 45)', () => {
    const checkedPrice = { version: 1, list: 17000, price: 17000, promotion: null, matches: true, inForce: { version: 2, price: 14000 } };
    const older = entryFor('/inbox/v', 'v', { ...record, checkedPrice }, pendingState);
    const page = listPage({ items: [older], total: 1, page: 1, pages: 1 }, query, 0);
    expect(page).toContain('(con la tarifa vigente, v2, el cliente paga $3.000 menos: $14.000)');
    expect(page).not.toContain('ahorraría');
  });

  it('marks a checked price, and says when an order came without its design or print file', () => {
    const checked = entryFor('/inbox/y', 'y', { ...record, priceCheck: 'ok' }, pendingState);
    expect(listPage({ items: [checked], total: 1, page: 1, pages: 1 }, query, 0)).toContain('(coincide con la tarifa)');
    const older = entryFor('/inbox/z', 'z', { ...record, design: undefined, priceCheck: undefined, files: [] }, pendingState);
    const page = listPage({ items: [older], total: 1, page: 1, pages: 1 }, query, 0);
    expect(page).toContain('$92.000 <span class="tenue">(sin verificar)</span>');
    expect(page).toContain('<dd>Sin archivo de impresión</dd>');
    expect(page).toContain('Sin vista previa');
  });

  it('names no order on the login page', () => {
    expect(pages.login).not.toContain('x@y.co');
    expect(pages.login).not.toContain('Salir');
    expect(pages.login).toContain('role="alert"');
  });

  it('escapes every interpolation of the html tag but keeps nested html', () => {
    expect(html`<p>${'<i>'}${html`<i>ok</i>`}${['<a>', 1]}</p>`.text).toBe('<p>&lt;i&gt;<i>ok</i>&lt;a&gt;1</p>');
  });
});

describe('answering by email', () => {
  it('opens a mail to the shopper with the design, the size and a blank for the purchase link', () => {
    const link = replyMailto({ email: 'ana@example.com', name: 'Gato & Co?', size: 'XL 100x60' });
    expect(link).not.toBeNull();
    const url = new URL(link ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('ana@example.com');
    expect(url.searchParams.get('subject')).toBe('Tu diseño "Gato & Co?" en MGM Gamers');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('"Gato & Co?" (XL 100x60)');
    expect(body).toContain('Link de compra: ____');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('gives no link for an address that could add headers', () => {
    expect(replyMailto({ email: 'a@b.co?bcc=c@d.co', name: 'x', size: 'S' })).toBeNull();
    expect(replyMailto({ email: 'a@b.co\r\nBcc: c@d.co', name: 'x', size: 'S' })).toBeNull();
    expect(replyMailto({ email: 'a b@c.co', name: 'x', size: 'S' })).toBeNull();
  });
});

describe('download names', () => {
  it('are plain ASCII from the design name and the order date in Argentina', () => {
    expect(downloadName('Dragón Rojo!', '2026-01-31T21:04:00.000Z', 'file', 'image/jpeg')).toBe('dragon-rojo_2026-01-31_18-04_foto.jpg');
    expect(downloadName('../../etc/passwd', '2026-01-31T21:04:00.000Z', 'print', 'application/pdf')).toBe('etc-passwd_2026-01-31_18-04_impresion.pdf');
    expect(downloadName('語', 'no es fecha', 'proof', 'image/jpeg')).toBe('diseno_sin-fecha_vista-previa.jpg');
    expect(attachmentHeader('a.jpg')).toBe('attachment; filename="a.jpg"');
  });
});

describe('a background colour of the shopper’s own (issue 22)', () => {
  // A record on disk can hold anything: the colour is typed as the codec's, whatever it says.
  const withColour = (customColor: string) => {
    const design = { ...initialDesign('Clasic'), fit: 'contain', background: 'custom', customColor: customColor as HexColor } as const;
    return detailPage(entry, { ...record, design }, quietLife);
  };

  it('shows its hex with a sample drawn as an SVG fill, which the strict CSP allows', () => {
    const page = withColour('#1E90FF');
    expect(page).toContain('<dt>Color de fondo</dt><dd>#1E90FF <svg class="muestra"');
    expect(page).toContain('<rect width="16" height="16" fill="#1E90FF"/>');
  });

  it('draws no sample for anything but a colour, nor for a colour the message only states', () => {
    expect(withColour('#1E90FF"><script>')).not.toContain('muestra');
    expect(detailPage(entry, { ...record, fields: { ...record.fields, message: 'Color de fondo: #1E90FF' } }, quietLife)).not.toContain('muestra');
  });
});
