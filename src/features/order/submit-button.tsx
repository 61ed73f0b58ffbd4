import { Spinner } from '@/components/spinner';
import { printProgressText } from './print-words';
import type { SubmissionStatus } from './use-order-submission';
import styles from './order-form.module.css';

interface SubmitButtonProps {
  readonly status: SubmissionStatus;
  /** While preparing, the print file's progress is what the shopper waits for. */
  readonly printProgress: number | null;
  readonly disabled: boolean;
  readonly describedBy?: string | undefined;
  /** The connection was cut: the button sends again, resuming what had arrived. */
  readonly retry?: boolean;
}

function ButtonLabel({ status, printProgress, retry }: Pick<SubmitButtonProps, 'status' | 'printProgress' | 'retry'>) {
  switch (status) {
    case 'preparing':
      return (
        <>
          <Spinner />
          {printProgress === null ? 'Procesando imagen…' : printProgressText(printProgress)}
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
      return retry ? <>Reintentar envío</> : <>Error al Enviar 😔</>;
    default:
      return <>ENVIAR DISEÑO</>;
  }
}

/** The form's one button; its label is the submission state (spec §4). */
export function SubmitButton({ status, printProgress, disabled, describedBy, retry = false }: SubmitButtonProps) {
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
      <ButtonLabel status={status} printProgress={printProgress} retry={retry} />
    </button>
  );
}
