import { Suspense, useRef, useState, type FormEvent } from 'react';
import { lowQualityConsent } from '@/components/lazy-low-quality-consent';
import {
  checkOrderFields,
  COMMENT_MAX,
  EMAIL_MAX,
  filterModelName,
  limitComment,
  MODEL_NAME_MAX,
  type FieldProblem,
  type OrderFieldName,
  type OrderFields,
} from '@/domain/order-fields';
import { fieldError } from './field-error';
import { sendError, sendProgress, sendRepriced, sendSuccess } from './lazy-send-notices';
import type { OrderProblem } from './order-errors';
import { OrderField } from './order-field';
import { MissingParts } from './order-notices';
import { SubmitButton } from './submit-button';
import type { LowQualityGate } from './use-low-quality-consent';
import type { SubmissionState } from './use-order-submission';
import styles from './order-form.module.css';

export interface OrderFormProps {
  readonly hasImage: boolean;
  readonly imageLoading: boolean;
  readonly hasSize: boolean;
  /** The Baja-quality consent to ask for before sending, or null when the quality needs none. */
  readonly lowQuality: LowQualityGate | null;
  readonly editorHref: string;
  readonly submission: SubmissionState;
  /** Fraction of the print file made, while it is being made. */
  readonly printProgress: number | null;
  readonly onSubmit: (fields: OrderFields) => void;
  /** The shopper changed a field, so a service complaint about it no longer applies. */
  readonly onFieldEdited: (name: OrderFieldName) => void;
}

const EMPTY: OrderFields = { nombreModelo: '', email: '', comentario: '' };
const FIELD_ORDER: readonly OrderFieldName[] = ['nombreModelo', 'email', 'comentario'];
const ERROR_ID = 'order-send-error';

type ShownProblems = Partial<Record<OrderFieldName, FieldProblem | OrderProblem>>;

export function OrderForm(props: OrderFormProps) {
  const { hasImage, imageLoading, hasSize, lowQuality, editorHref, submission, onSubmit, onFieldEdited } = props;
  const [fields, setFields] = useState<OrderFields>(EMPTY);
  // Checked live only after the first attempt, so nobody is scolded before trying.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { status } = submission;
  const local: ShownProblems = attempted ? checkOrderFields(fields) : {};
  const shown: ShownProblems = { ...submission.fieldProblems, ...local };
  const errorFor = (name: OrderFieldName) => {
    const problem = shown[name];
    return problem ? fieldError(problem) : undefined;
  };

  const edit = (name: OrderFieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    onFieldEdited(name);
  };

  const waiting = !hasSize || !hasImage || (lowQuality !== null && !lowQuality.agreed);
  const disabled = waiting || status === 'preparing' || status === 'sending' || status === 'success';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    setAttempted(true);
    const problems = checkOrderFields(fields);
    const first = FIELD_ORDER.find((name) => problems[name]);
    if (first) {
      const control = formRef.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit(fields);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Datos del pedido">
      <OrderField
        name="nombreModelo"
        label="Nombre del diseño"
        required
        value={fields.nombreModelo}
        onChange={(value) => edit('nombreModelo', filterModelName(value))}
        hint={`Solo letras, números y espacios, hasta ${MODEL_NAME_MAX} caracteres.`}
        error={errorFor('nombreModelo')}
        autoComplete="off"
      />
      <OrderField
        name="email"
        label="Tu email"
        type="email"
        required
        value={fields.email}
        onChange={(value) => edit('email', value)}
        hint="Te enviamos ahí el link de compra."
        error={errorFor('email')}
        maxLength={EMAIL_MAX}
        autoComplete="email"
      />
      <OrderField
        name="comentario"
        label="Comentario (opcional)"
        multiline
        value={fields.comentario}
        onChange={(value) => edit('comentario', limitComment(value))}
        maxLength={COMMENT_MAX}
        hint={`${fields.comentario.length} de ${COMMENT_MAX} caracteres.`}
        error={errorFor('comentario')}
      />
      <MissingParts hasImage={hasImage} imageLoading={imageLoading} hasSize={hasSize} editorHref={editorHref} />
      <Suspense fallback={null}>
        {lowQuality && <lowQualityConsent.Component dpi={lowQuality.dpi} checked={lowQuality.agreed} onChange={lowQuality.onChange} />}
      </Suspense>
      <div className={styles.actions}>
        <SubmitButton
          status={status}
          printProgress={props.printProgress}
          disabled={disabled}
          describedBy={status === 'error' ? ERROR_ID : undefined}
          retry={status === 'error' && submission.problems.includes('CONNECTION')}
        />
      </div>
      <Suspense fallback={null}>
        {status === 'sending' && submission.progress ? <sendProgress.Component progress={submission.progress} /> : null}
        {status === 'error' ? <sendError.Component id={ERROR_ID} problems={submission.problems} /> : null}
        {submission.repriced ? <sendRepriced.Component repriced={submission.repriced} /> : null}
        {status === 'success' ? <sendSuccess.Component email={fields.email} receipt={submission.receipt ?? null} /> : null}
      </Suspense>
    </form>
  );
}
