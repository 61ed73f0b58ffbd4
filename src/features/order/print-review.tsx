import { useId } from 'react';
import type { DesignConfig } from '@/domain/design';
import { cutPath, svgPathData } from '@/domain/cut-path';
import { printLayout, type PrintLayout } from '@/domain/print-layout';
import type { PrintResult } from '@/image/image-client';
import type { JobView } from './use-design-job';
import styles from './print-review.module.css';

interface PrintReviewProps {
  readonly design: DesignConfig;
  /** The proof JPEG's URL, drawn inside the cut line as the product will look. */
  readonly proofUrl: string | null;
  readonly print: JobView<PrintResult>;
  /** False when this build does not send the print file. */
  readonly sendsPrint: boolean;
}

const whole = (value: number) => Math.round(value).toLocaleString('es-AR');

function cutWords(layout: PrintLayout): string {
  const { cut } = layout;
  if (cut.kind === 'circle') return `un círculo de ${whole(cut.radius * 2)} cm`;
  const size = `${whole(cut.rect.width)} × ${whole(cut.rect.height)} cm`;
  return cut.radius > 0 ? `un rectángulo de ${size} con esquinas redondeadas` : `un rectángulo de ${size}`;
}

function layoutLabel(layout: PrintLayout): string {
  const page = `${whole(layout.pageWidth)} × ${whole(layout.pageHeight)} cm`;
  return `Plano de impresión: página de ${page} con ${whole(layout.bleed)} cm de sangrado alrededor; la línea de corte es ${cutWords(layout)}.`;
}

function statusText(print: JobView<PrintResult>, sendsPrint: boolean): string {
  if (!sendsPrint) return 'La tienda arma el archivo de impresión con tu foto.';
  if (print.status === 'failed') {
    return 'Archivo de impresión: no se pudo generar. Tu pedido se envía igual con la foto y la vista previa.';
  }
  if (print.status === 'ready' && print.value) {
    const megabytes = (print.value.blob.size / 1e6).toLocaleString('es-AR', { maximumFractionDigits: 1 });
    return `Archivo de impresión listo: ${whole(print.value.ppi)} ppi, ${megabytes} MB.`;
  }
  return `Preparando el archivo de impresión… ${Math.round(print.progress * 100)} %`;
}

function PrintStatus({ print, sendsPrint }: Pick<PrintReviewProps, 'print' | 'sendsPrint'>) {
  return (
    <p role="status" className={styles.status}>
      {statusText(print, sendsPrint)}{' '}
      {print.status === 'ready' && print.url ? (
        <a href={print.url} download="impresion.pdf">
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
  const cut = svgPathData(cutPath(layout.cut));
  const { frame } = layout;
  return (
    <section className={styles.review} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.title}>
        Así se va a imprimir
      </h3>
      <svg className={styles.plan} viewBox={`0 0 ${layout.pageWidth} ${layout.pageHeight}`} role="img" aria-label={layoutLabel(layout)}>
        <defs>
          <clipPath id={`${ids}-cut`}>
            <path d={cut} />
          </clipPath>
          <pattern id={`${ids}-bleed`} width="1" height="1" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="1" height="1" fill="#f1f1f1" />
            <rect width="0.5" height="1" fill="#dcdcdc" />
          </pattern>
        </defs>
        <rect width={layout.pageWidth} height={layout.pageHeight} fill={`url(#${ids}-bleed)`} />
        {proofUrl ? (
          <image href={proofUrl} x={frame.x} y={frame.y} width={frame.width} height={frame.height} preserveAspectRatio="none" clipPath={`url(#${ids}-cut)`} />
        ) : null}
        <path d={cut} className={styles.cut} />
      </svg>
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
