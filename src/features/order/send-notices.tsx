/**
 * What the form says after a send: the failure with what to do, or the confirmation. Loaded when
 * the shopper sends (with the explanations' text), not with the page.
 */
import { useEffect, useRef } from 'react';
import { ExternalLink } from '@/components/external-link';
import { PriceTag } from '@/components/price-tag';
import { formatPrice } from '@/domain/pricing';
import { storeLinks } from '@/config/links';
import { explainProblem, type OrderProblem } from './order-errors';
import type { OrderReceipt } from './order-receipt';
import type { Repriced } from './send-order';
import styles from './order-form.module.css';

export interface SendErrorProps {
  readonly id: string;
  readonly problems: readonly OrderProblem[];
}

/** What went wrong and what to do; the shopper's values stay so the button retries. */
export function SendError({ id, problems }: SendErrorProps) {
  return (
    <div id={id} role="alert" className={styles.error}>
      <p className={styles.errorTitle}>No pudimos enviar tu diseño.</p>
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{explainProblem(problem)}</li>
          ))}
        </ul>
      ) : (
        <p>Revisá los datos marcados y volvé a enviar.</p>
      )}
      <ExternalLink href={storeLinks.contact}>Página de contacto de la tienda</ExternalLink>
    </div>
  );
}

/** The quote was more than a day old and the store's price changed: the new one, before anything is sent. */
export function SendRepriced({ repriced }: { readonly repriced: Repriced }) {
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.errorTitle}>Actualizamos el precio de tu diseño.</p>
      <p>
        Lo cotizaste hace más de un día y la tienda cambió sus precios
        {repriced.before === null ? '' : ` (antes era ${formatPrice(repriced.before)})`}. Ahora es{' '}
        <strong>
          <PriceTag quote={repriced.after} />
        </strong>
        .
      </p>
      <p>Todavía no enviamos nada. Si estás de acuerdo, tocá «ENVIAR DISEÑO» otra vez.</p>
    </div>
  );
}

export interface SendSuccessProps {
  readonly email: string;
  /** The local inbox's number and status page; null with the hosted service. */
  readonly receipt: OrderReceipt | null;
}

/** Shown once the store has the order; takes the focus the disabled button gives up. */
export function SendSuccess({ email, receipt }: SendSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={styles.success}>
      <p className={styles.successTitle}>¡Listo! Recibimos tu diseño.</p>
      {receipt ? (
        <p>
          Tu número de pedido: <strong>{receipt.number}</strong>. <a href={receipt.statusPath}>Ver el estado de tu pedido</a>
        </p>
      ) : null}
      <p>
        Te vamos a escribir a <strong>{email.trim()}</strong> con el link de compra. Si no lo ves en unas horas, revisá la
        carpeta de spam.
      </p>
      <p>Como ya lo enviaste, borramos el borrador que guardábamos en este navegador.</p>
    </div>
  );
}
