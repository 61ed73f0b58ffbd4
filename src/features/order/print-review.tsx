import { Suspense, useId } from 'react';
import type { DesignConfig } from '@/domain/design';
import { printLayout } from '@/domain/print-layout';
import type { PrintResult } from '@/image/image-client';
import { lazyPart } from '@/platform/chunk-load/lazy-part';
import { PRINT_FILE_NAME } from './order-file-names';
import type { PrintPlanProps } from './print-plan';
import { printProgressText, whole } from './print-words';
import type { JobView } from './use-design-job';
import styles from './print-review.module.css';

interface PrintReviewProps extends Pick<PrintPlanProps, 'proofUrl'> {
  readonly design: DesignConfig;
  readonly print: JobView<PrintResult>;
  /** False when this build does not send the print file. */
  readonly sendsPrint: boolean;
}

/**
 * The plan's drawing (and the cut path maths) is not needed for the first paint: until it
 * arrives, an empty box of the page's proportions holds its place, so nothing below it moves.
 * Without its code the box stays empty; the legend and the print file's status still say it all.
 */
const PlanBox = ({ layout }: Pick<PrintPlanProps, 'layout'>) => (
  <svg className={styles.plan} viewBox={`0 0 ${layout.pageWidth} ${layout.pageHeight}`} aria-hidden="true" />
);
const printPlan = lazyPart('el plano de impresión', () => import('./print-plan').then((module) => module.PrintPlan), PlanBox);

function statusText(print: JobView<PrintResult>, sendsPrint: boolean): string {
  if (!sendsPrint) return 'La tienda arma el archivo de impresión con tu foto.';
  if (print.status === 'failed') {
    return 'Archivo de impresión: no se pudo generar. Tu pedido se envía igual con la foto y la vista previa.';
  }
  if (print.status === 'ready' && print.value) {
    const megabytes = (print.value.blob.size / 1e6).toLocaleString('es-AR', { maximumFractionDigits: 1 });
    return `Archivo de impresión listo: ${whole(print.value.ppi)} ppi, ${megabytes} MB.`;
  }
  return printProgressText(print.progress);
}

function PrintStatus({ print, sendsPrint }: Pick<PrintReviewProps, 'print' | 'sendsPrint'>) {
  return (
    <p role="status" className={styles.status}>
      {statusText(print, sendsPrint)}{' '}
      {print.status === 'ready' && print.url ? (
        <a href={print.url} download={PRINT_FILE_NAME}>
          Descargar el PDF de impresión
        </a>
      ) : null}
    </p>
  );
}

/** "Así se va a imprimir": the page with its bleed, the design inside the cut line, and the cut line itself. */
export function PrintReview({ design, proofUrl, print, sendsPrint }: PrintReviewProps) {
  const layout = printLayout(design);
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <section className={styles.review} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.title}>
        Así se va a imprimir
      </h3>
      <Suspense fallback={<PlanBox layout={layout} />}>
        <printPlan.Component layout={layout} proofUrl={proofUrl} ids={ids} />
      </Suspense>
      <ul className={styles.legend}>
        <li>
          <span className={styles.bleedKey} aria-hidden="true" /> Sangrado: {whole(layout.bleed)} cm alrededor que se imprime y se recorta.
        </li>
        <li>
          <span className={styles.cutKey} aria-hidden="true" /> Línea de corte.
        </li>
      </ul>
      <PrintStatus print={print} sendsPrint={sendsPrint} />
    </section>
  );
}
