import { isValidEmail } from '../../src/domain/order-fields';

/** What the store needs to answer one order by email. */
export interface ReplyInput {
  readonly email: string;
  readonly name: string;
  readonly size: string;
}


/**
 * The store's answer as a mailto: link: the shopper's address, a subject and a body with the design
 * and its size, and a blank line where the store pastes the purchase link. Null when the stored
 * address could not be used in a link: checked again with the inbox's own rule, so odd text
 * (a "?", a line break, a space) never reaches the link.
 */
export function replyMailto({ email, name, size }: ReplyInput): string | null {
  if (!isValidEmail(email)) return null;
  const subject = `Tu diseño "${name}" en MGM Gamers`;
  const body = [
    'Hola,',
    '',
    `Gracias por enviarnos tu diseño "${name}" (${size}). Ya lo revisamos y está listo para imprimir.`,
    '',
    'Podés comprarlo desde este link:',
    'Link de compra: ______________________',
    '',
    'Cuando se acredite el pago lo ponemos en producción y te avisamos.',
    '',
    'Saludos,',
    'MGM Gamers',
  ].join('\r\n');
  // encodeURIComponent for every part (RFC 6068): a name with "&" or "?" cannot add headers.
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
