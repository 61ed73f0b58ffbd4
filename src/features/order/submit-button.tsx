import { Spinner } from '@/components/spinner';
import type { SubmissionStatus } from './use-order-submission';
import styles from './order-form.module.css';

interface SubmitButtonProps {
  readonly status: SubmissionStatus;
  readonly disabled: boolean;
  readonly describedBy?: string | undefined;
}

function ButtonLabel({ status }: { readonly status: SubmissionStatus }) {
  switch (status) {
    case 'preparing':
      return (
        <>
          <Spinner />
          Procesando imagen…
        </>
      );
    case 'sending':
      return (
        <>
          <Spinner />
          <span className="visually-hidden">Enviando diseño…</span>
        </>
      );
    case 'success':
      return <>Diseño Enviado ✔️</>;
    case 'error':
      return <>Error al Enviar 😔</>;
    default:
      return <>ENVIAR DISEÑO</>;
  }
}

/** The form's one button; its label is the submission state (spec §4). */
export function SubmitButton({ status, disabled, describedBy }: SubmitButtonProps) {
  const busy = status === 'preparing' || status === 'sending';
  return (
    <button
      type="submit"
      className={styles.submit}
      data-status={status}
      disabled={disabled}
      aria-busy={busy}
      aria-describedby={describedBy}
    >
      <ButtonLabel status={status} />
    </button>
  );
}
