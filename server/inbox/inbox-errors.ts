import { MODE_SPECS, type Mode } from '../../src/domain/modes';
import { maxFileBytes } from './inbox-config';

/** Error codes of the hosted form service, so the client handles both the same way. */
export type FormErrorCode =
  | 'BLOCKED'
  | 'EMPTY'
  | 'FILES_TOO_BIG'
  | 'FORM_NOT_FOUND'
  | 'INBOX_FULL'
  | 'NO_FILE_UPLOADS'
  | 'PROJECT_NOT_FOUND'
  | 'TOO_MANY_FILES'
  /** The local inbox's own (issue 34): the tarifa in force has the design's mode «Sin stock». */
  | 'SIN_STOCK';

export type FieldErrorCode = 'REQUIRED_FIELD_EMPTY' | 'REQUIRED_FIELD_MISSING' | 'TYPE_EMAIL' | 'TYPE_TEXT';

export interface InboxError {
  /** Absent only for internal failures, which the hosted service has no code for. */
  readonly code?: FormErrorCode | FieldErrorCode;
  readonly field?: string;
  readonly message: string;
}

/** A request the inbox refuses as a whole, with the HTTP status to answer. */
export class InboxRejection extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly InboxError[],
    /** What went wrong inside, for the server's log; never sent to the client. */
    cause?: unknown,
    /** Seconds the client is asked to wait (`Retry-After`), for refusals that pass. */
    readonly retryAfterSeconds?: number,
  ) {
    super(errors.map((error) => error.message).join(' '), { cause });
  }
}

const fieldNames: Readonly<Record<string, string>> = {
  nombreModelo: 'nombre del modelo',
  email: 'email',
  comentario: 'comentario',
  subject: 'asunto',
  message: 'mensaje',
  file: 'imagen',
  proof: 'vista previa',
  print: 'archivo de impresión',
  diseno: 'diseño',
};

function nameOf(field: string): string {
  return fieldNames[field] ?? field;
}

export const inboxErrors = {
  missing: (field: string): InboxError => ({
    code: 'REQUIRED_FIELD_MISSING',
    field,
    message: `Falta el campo ${nameOf(field)}: completalo y volvé a enviar.`,
  }),
  empty: (field: string): InboxError => ({
    code: 'REQUIRED_FIELD_EMPTY',
    field,
    message: `El campo ${nameOf(field)} está vacío: completalo y volvé a enviar.`,
  }),
  email: (): InboxError => ({
    code: 'TYPE_EMAIL',
    field: 'email',
    message: 'El email no es válido: revisalo (por ejemplo nombre@correo.com) y volvé a enviar.',
  }),
  tooLong: (field: string, maxChars: number): InboxError => ({
    code: 'TYPE_TEXT',
    field,
    message: `El campo ${nameOf(field)} es demasiado largo (máximo ${maxChars} caracteres): acortalo y volvé a enviar.`,
  }),
  badImage: (field: string, accepted: string): InboxError => ({
    code: 'NO_FILE_UPLOADS',
    field,
    message: `Solo se aceptan imágenes ${accepted} en ${nameOf(field)}: elegí otra imagen y volvé a enviar.`,
  }),
  printRefused: (): InboxError => ({
    code: 'NO_FILE_UPLOADS',
    field: 'print',
    message: 'Este buzón arma el archivo de impresión a partir de tu foto y no acepta uno enviado: enviá tu diseño desde el personalizador.',
  }),
  uploadUnavailable: (field: string): InboxError => ({
    code: 'REQUIRED_FIELD_MISSING',
    field,
    message: `El archivo ${nameOf(field)} no terminó de llegar o ya no está: volvé a enviar tu diseño.`,
  }),
  outOfStock: (mode: Mode): InboxError => ({
    code: 'SIN_STOCK',
    field: 'diseno',
    message: `Por ahora no tenemos stock de ${MODE_SPECS[mode].productName}: tu diseño queda guardado; elegí otro modo en el personalizador o escribinos para saber cuándo vuelve.`,
  }),
  formEmpty: (): InboxError => ({ code: 'EMPTY', message: 'El formulario llegó vacío: completalo y volvé a enviar.' }),
  notMultipart: (): InboxError => ({
    code: 'EMPTY',
    message: 'El envío debe ser un formulario multipart/form-data con tu diseño: volvé a enviarlo desde el personalizador.',
  }),
  malformed: (): InboxError => ({
    code: 'EMPTY',
    message: 'El formulario llegó incompleto o dañado: volvé a enviarlo.',
  }),
  tooManyFields: (): InboxError => ({
    code: 'EMPTY',
    message: 'El formulario llegó con demasiados campos: volvé a enviarlo desde el personalizador.',
  }),
  controlChars: (field: string): InboxError => ({
    code: 'TYPE_TEXT',
    field,
    message: `El campo ${nameOf(field)} tiene caracteres de control no permitidos: borralos y volvé a enviar.`,
  }),
  modelNameChars: (): InboxError => ({
    code: 'TYPE_TEXT',
    field: 'nombreModelo',
    message: 'El nombre del modelo solo puede tener letras, números y espacios: corregilo y volvé a enviar.',
  }),
  filesTooBig: (): InboxError => ({
    code: 'FILES_TOO_BIG',
    message: `El archivo supera los ${maxFileBytes / 1_000_000} MB: elegí una imagen más liviana y volvé a enviar.`,
  }),
  tooManyFiles: (): InboxError => ({
    code: 'TOO_MANY_FILES',
    message: 'Llegaron demasiados archivos: enviá una sola imagen (y su vista previa) y volvé a intentar.',
  }),
  formNotFound: (): InboxError => ({
    code: 'FORM_NOT_FOUND',
    message: 'Este formulario no existe: revisá la dirección de envío configurada en el personalizador.',
  }),
  projectNotFound: (): InboxError => ({
    code: 'PROJECT_NOT_FOUND',
    message: 'Este proyecto no existe: revisá el proyecto configurado en el personalizador.',
  }),
  blocked: (): InboxError => ({
    code: 'BLOCKED',
    message: 'Recibimos demasiados envíos seguidos: esperá un minuto y volvé a intentar.',
  }),
  tooManyUploads: (): InboxError => ({
    code: 'BLOCKED',
    message: 'Recibimos muchos archivos tuyos que todavía no forman parte de un pedido: terminá de enviar tu pedido o esperá unas horas y volvé a intentar.',
  }),
  busy: (): InboxError => ({
    code: 'BLOCKED',
    message: 'Estamos recibiendo muchos diseños a la vez: esperá unos segundos y volvé a enviar.',
  }),
  crossSite: (): InboxError => ({
    code: 'BLOCKED',
    message: 'Este buzón solo recibe diseños enviados desde la página de la tienda: enviá tu diseño desde el personalizador.',
  }),
  inboxFull: (): InboxError => ({
    code: 'INBOX_FULL',
    message: 'La tienda no tiene lugar para guardar más diseños en este momento: volvé a intentar más tarde.',
  }),
  methodNotAllowed: (): InboxError => ({ message: 'Este formulario solo acepta envíos (POST).' }),
  stalled: (): InboxError => ({
    message: 'Se cortó la conexión mientras recibíamos tu diseño: revisá tu conexión y volvé a enviar.',
  }),
  storageFailed: (): InboxError => ({
    message: 'No pudimos guardar tu diseño: volvé a intentar en unos minutos.',
  }),
};
