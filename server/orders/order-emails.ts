import { designShapeLines } from '../../src/domain/order-message';
import type { SubmissionRecord } from './submission-record';
import { summarize } from './submission-summary';
import { emailBody, link, paragraph, proofImage, rows, subheading } from '../mail/email-layout';
import type { OrderEmail } from '../mail/compose-eml';

/** The addresses an order's emails point to, built from PUBLIC_ORIGIN and html/paths.ts (order-life.ts). */
export interface OrderLinks {
  /** The shopper's status page, /pedido/{token}. */
  readonly status: string;
  /** The order's page in /buzon. */
  readonly buzon: string;
}

const numberOf = (record: SubmissionRecord): string => record.number ?? 'sin número';
const proofName = (record: SubmissionRecord): string | null => record.files.find((file) => file.field === 'proof')?.storedName ?? null;

/**
 * The facts an email may state: the number, and the size, price and shape of the design the inbox
 * decoded and priced itself (never the message's free text). An order stored without its design as
 * data (before the inbox required it) shows only its number.
 */
function checkedFacts(record: SubmissionRecord): [string, string][] {
  if (!record.design) return [['Pedido', numberOf(record)]];
  const summary = summarize(record);
  return [
    ['Pedido', numberOf(record)],
    ['Medida', summary.size],
    ['Precio', summary.price],
    ...designShapeLines(record.design).map((line): [string, string] => [line.label, line.value]),
  ];
}

/** "· XXL 140x100 · $17.000" from the checked design, or nothing without it. */
const checkedSubject = (record: SubmissionRecord): string => {
  const summary = record.design ? summarize(record) : null;
  return summary ? ` · ${summary.size} · ${summary.price}` : ' · sin datos del diseño';
};

/**
 * To the store: the order's page in /buzon and the checked facts first, then what the shopper typed
 * under «Escrito por el cliente» (as /buzon shows it), so no comment can pose as the store's link
 * or as a price; the proof inline.
 */
export function storeEmail(record: SubmissionRecord, links: OrderLinks, to: string): OrderEmail {
  const summary = summarize(record);
  const body = emailBody({
    subject: `Nuevo pedido ${numberOf(record)}${checkedSubject(record)}`,
    heading: `Nuevo pedido ${numberOf(record)}`,
    blocks: [
      link('Ver el pedido en el buzón', links.buzon),
      rows([['Recibido', summary.receivedAt], ...checkedFacts(record), ['Email', summary.email]]),
      ...(summary.statedPrice ? [paragraph(`¡Atención! El mensaje decía ${summary.statedPrice}: revisá el precio antes de cobrar.`)] : []),
      ...(summary.belowInForce ? [paragraph(summary.belowInForce)] : []),
      ...(proofName(record) ? [proofImage('Vista previa del diseño')] : []),
      paragraph('Respondé desde la página del pedido: el link de compra le llega al cliente y queda registrado.'),
      subheading('Escrito por el cliente'),
      rows([
        ['Diseño', summary.name],
        ['Comentario', record.fields.comentario.trim() || 'Sin comentario'],
      ]),
    ],
  });
  return { kind: 'tienda', to, body, proof: proofName(record) };
}

/**
 * To the shopper: a receipt with the number, the checked facts and the status page. Anyone can type
 * any address in the form, so it carries nothing the sender made: no name, comment or image (the
 * proof is on the status page, behind its token).
 */
export function confirmationEmail(record: SubmissionRecord, links: OrderLinks): OrderEmail {
  const body = emailBody({
    subject: `Recibimos tu pedido ${numberOf(record)} · MGM Gamers`,
    heading: `Recibimos tu pedido ${numberOf(record)}`,
    blocks: [
      paragraph('¡Gracias! Tu diseño llegó a la tienda. Lo revisamos y te escribimos con el link de compra.'),
      rows(checkedFacts(record)),
      link('Ver el estado de tu pedido', links.status),
      paragraph('Si no hiciste este pedido, ignorá este email: no vamos a escribirte de nuevo salvo para responderlo.'),
    ],
  });
  return { kind: 'confirmacion', to: record.fields.email.trim(), body, proof: null };
}
/** The store's answer: the purchase link and its message (the store's own words, escaped). */
export function answerEmail(record: SubmissionRecord, links: OrderLinks, purchaseLink: string, message: string): OrderEmail {
  const body = emailBody({
    subject: `Tu pedido ${numberOf(record)}: link de compra · MGM Gamers`,
    heading: `Tu pedido ${numberOf(record)} está listo para comprar`,
    blocks: [
      ...(message.trim() ? [paragraph(message.trim())] : []),
      paragraph('Podés comprarlo desde este link. Cuando se acredite el pago lo ponemos en producción.'),
      link('Link de compra', purchaseLink),
      rows(checkedFacts(record)),
      link('Ver el estado de tu pedido', links.status),
    ],
  });
  return { kind: 'respuesta', to: record.fields.email.trim(), body, proof: null };
}

/** When the store marks the order Enviado. */
export function shippedEmail(record: SubmissionRecord, links: OrderLinks): OrderEmail {
  const body = emailBody({
    subject: `Tu pedido ${numberOf(record)} fue enviado · MGM Gamers`,
    heading: `Tu pedido ${numberOf(record)} está en camino`,
    blocks: [paragraph('Ya despachamos tu pedido. ¡Gracias por comprar en MGM Gamers!'), link('Ver el estado de tu pedido', links.status)],
  });
  return { kind: 'enviado', to: record.fields.email.trim(), body, proof: null };
}
