/**
 * Spanish explanations for every way an order can fail to go out (spec §8 service codes, the local
 * inbox's INBOX_FULL, a product out of stock (SIN_STOCK), a lost connection, an unreadable answer, a photo that could not be prepared or
 * was refused), each saying what to do. Only shown after a send, so this text loads with the send notices.
 */
import type { FormErrorCode, FieldErrorCode } from '@formspree/core';

export type OrderProblem = FormErrorCode | FieldErrorCode | 'INBOX_FULL' | 'SIN_STOCK' | 'NETWORK' | 'CONNECTION' | 'UNEXPECTED' | 'IMAGE' | 'FILE';

const CONTACT = 'Si se repite, escribinos desde la página de contacto de la tienda y te ayudamos con tu diseño.';

const EXPLANATIONS: Readonly<Record<OrderProblem, string>> = {
  BLOCKED: `El servicio de pedidos frenó este envío como sospechoso. Esperá unos minutos y volvé a intentar. ${CONTACT}`,
  EMPTY: 'El pedido llegó vacío. Revisá que el nombre del diseño y tu email estén completos y volvé a enviar.',
  FILES_TOO_BIG:
    'Tu foto pesa más de lo que acepta el servicio de pedidos. Volvé al editor, subí una versión más liviana y enviá de nuevo.',
  FORM_NOT_FOUND: `El formulario de pedidos de la tienda no está disponible en este momento. Probá más tarde. ${CONTACT}`,
  INBOX_FULL: `La tienda no tiene lugar para recibir más diseños en este momento. Probá de nuevo en un rato: tus datos, tu foto y tu diseño siguen acá. ${CONTACT}`,
  SIN_STOCK:
    'Por ahora la tienda no tiene stock del producto que elegiste, así que no puede tomar este pedido. Tu foto y tu diseño siguen acá: volvé al editor y elegí otro producto, o probá de nuevo más adelante.',
  INACTIVE: `El formulario de pedidos está pausado por ahora. Probá de nuevo más tarde. ${CONTACT}`,
  NO_FILE_UPLOADS: `El servicio de pedidos no está aceptando fotos en este momento. Probá más tarde. ${CONTACT}`,
  PROJECT_NOT_FOUND: `El formulario de pedidos de la tienda está mal configurado. Probá más tarde. ${CONTACT}`,
  TOO_MANY_FILES: `El servicio de pedidos no aceptó la cantidad de archivos del envío. Probá más tarde. ${CONTACT}`,
  REQUIRED_FIELD_EMPTY: 'Falta completar un dato obligatorio. Revisá el nombre del diseño y tu email y volvé a enviar.',
  REQUIRED_FIELD_MISSING: 'No llegó un dato obligatorio del pedido. Revisá el formulario y volvé a enviar.',
  TYPE_EMAIL: 'El email no parece válido. Revisalo (por ejemplo, nombre@gmail.com) y volvé a enviar.',
  TYPE_NUMERIC: 'Un dato del pedido tenía que ser un número. Revisá el formulario y volvé a enviar.',
  TYPE_TEXT: 'Un dato del pedido tenía que ser texto. Revisá el formulario y volvé a enviar.',
  STRIPE_CLIENT_ERROR: `No se pudo procesar el pago del formulario. Volvé a intentar. ${CONTACT}`,
  STRIPE_SCA_ERROR: `No se pudo confirmar el pago del formulario. Volvé a intentar. ${CONTACT}`,
  NETWORK:
    'No pudimos conectarnos con la tienda. Revisá tu conexión a internet y tocá el botón para reintentar: tus datos siguen acá.',
  CONNECTION:
    'Se cortó la conexión mientras enviábamos tu diseño. Revisá tu conexión (wifi o datos) y tocá «Reintentar envío»: tus datos, tu foto y tu diseño siguen acá.',
  UNEXPECTED: `El servicio de pedidos respondió algo que no esperábamos. Esperá un momento y volvé a enviar. ${CONTACT}`,
  FILE: 'La tienda no pudo recibir tu foto. Volvé al editor, subila de nuevo (en JPG o PNG) y enviá otra vez.',
  IMAGE: 'No pudimos preparar tu foto para enviarla. Volvé al editor, subí la foto de nuevo y enviá otra vez.',
};

export function explainProblem(problem: OrderProblem): string {
  return EXPLANATIONS[problem];
}
