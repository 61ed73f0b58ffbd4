/** Longest message the store may add to its answer; the form's limit says the same. */
export const answerMessageMax = 1500;
const linkMax = 2000;

export type AnswerCheck = { readonly link: string; readonly message: string } | { readonly problem: string };

/**
 * The store's answer as the form sent it: an https link (the shop's checkout) and an optional
 * message. Anything else comes back with what to fix, in Spanish.
 */
export function checkAnswer(body: { link?: unknown; mensaje?: unknown } | undefined): AnswerCheck {
  const link = typeof body?.link === 'string' ? body.link.trim() : '';
  const message = typeof body?.mensaje === 'string' ? body.mensaje.replace(/\r\n?/g, '\n').trim() : '';
  if (link === '') return { problem: 'Falta el link de compra: pegá el link del producto en la tienda (empieza con https://).' };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { problem: 'El link de compra no es una dirección válida: copialo entero desde la tienda (empieza con https://).' };
  }
  if (url.protocol !== 'https:' || link.length > linkMax) return { problem: 'El link de compra tiene que empezar con https:// y ser el de la tienda.' };
  if ([...message].length > answerMessageMax) return { problem: `El mensaje es muy largo: acortalo a ${answerMessageMax} caracteres.` };
  return { link: url.href, message };
}
