import type { FieldProblem } from '@/domain/order-fields';
import type { OrderProblem } from './order-errors';

const REQUIRED_HINT = 'Completá este dato para poder enviar.';
const EMAIL_HINT = 'Escribí un email válido, por ejemplo nombre@gmail.com.';
const CHECK_HINT = 'Revisá este dato y volvé a enviar.';

/** The short hint under a field, for the form's own check or the service's complaint about it. */
export function fieldHint(problem: OrderProblem | FieldProblem): string {
  switch (problem) {
    case 'required':
    case 'REQUIRED_FIELD_EMPTY':
    case 'REQUIRED_FIELD_MISSING':
      return REQUIRED_HINT;
    case 'email':
    case 'TYPE_EMAIL':
      return EMAIL_HINT;
    default:
      return CHECK_HINT;
  }
}
