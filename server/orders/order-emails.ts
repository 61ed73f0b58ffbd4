import type { SubmissionRecord } from './submission-record';
import { summarize } from './submission-summary';
import { emailBody, link, paragraph, proofImage, rows } from '../mail/email-layout';
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
 * The shopper's size and price: from the design the inbox decoded and priced itself, never the
 * message's free text, so the receipt repeats nothing a stranger could have typed into the form.
 */
function shopperSummary(record: SubmissionRecord): [string, string][] {
  if (!record.design) return [['Pedido', numberOf(record)]];
  const summary = summarize(record);
  return [
    ['Pedido', numberOf(record)],
    ['Medida', summary.size],
    ['Precio', summary.price],
  ];
}

/** To the store: everything it needs to decide, the shopper's text escaped, and the order's page. */
export function storeEmail(record: SubmissionRecord, links: OrderLinks, to: string): OrderEmail {
  const summary = summarize(record);
  const comment = record.fields.comentario.trim() || 'Sin comentario';
  const body = emailBody({
    subject: `Nuevo pedido ${numberOf(record)} · ${summary.size} · ${summary.price}`,
    heading: `Nuevo pedido ${numberOf(record)}`,
    blocks: [
      rows([
        ['Recibido', summary.receivedAt],
        ['Diseño', summary.name],
        ['Email', summary.email],
        ['Medida', summary.size],
        ['Precio', summary.price],
        ['Comentario', comment],
      ]),
      ...(summary.statedPrice ? [paragraph(`¡Atención! El mensaje decía ${summary.statedPrice}: revisá el precio antes de cobrar.`)] : []),
      ...(proofName(record) ? [proofImage('Vista previa del diseño')] : []),
      link('Ver el pedido en el buzón', links.buzon),
      paragraph('Respondé desde la página del pedido: el link de compra le llega al cliente y queda registrado.'),
    ],
  });
  return { kind: 'tienda', to, body, proof: proofName(record) };
}

/** To the shopper: a receipt with the number, the summary, the proof and the status page. */
export function confirmationEmail(record: SubmissionRecord, links: OrderLinks): OrderEmail {
  const body = emailBody({
    subject: `Recibimos tu pedido ${numberOf(record)} · MGM Gamers`,
    heading: `Recibimos tu pedido ${numberOf(record)}`,
    blocks: [
      paragraph('¡Gracias! Tu diseño llegó a la tienda. Lo revisamos y te escribimos con el link de compra.'),
      rows(shopperSummary(record)),
      ...(proofName(record) ? [proofImage('Vista previa de tu diseño')] : []),
      link('Ver el estado de tu pedido', links.status),
      paragraph('Si no hiciste este pedido, ignorá este email: no vamos a escribirte de nuevo salvo para responderlo.'),
    ],
  });
  return { kind: 'confirmacion', to: record.fields.email.trim(), body, proof: proofName(record) };
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
      rows(shopperSummary(record)),
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
