import type { FieldProblem } from '@/domain/order-fields';
import type { OrderProblem } from './order-errors';

const REQUIRED_ERROR = 'Completá este dato para poder enviar.';
const EMAIL_ERROR = 'Escribí un email válido, por ejemplo nombre@gmail.com.';
const CHECK_ERROR = 'Revisá este dato y volvé a enviar.';

/** The short error under a field, for the form's own check or the service's complaint about it. */
export function fieldError(problem: OrderProblem | FieldProblem): string {
  switch (problem) {
    case 'required':
    case 'REQUIRED_FIELD_EMPTY':
    case 'REQUIRED_FIELD_MISSING':
      return REQUIRED_ERROR;
    case 'email':
    case 'TYPE_EMAIL':
      return EMAIL_ERROR;
    default:
      return CHECK_ERROR;
  }
}
