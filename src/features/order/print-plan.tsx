import { cutPath, svgPathData } from '@/domain/cut-path';
import type { PrintLayout } from '@/domain/print-layout';
import { whole } from './print-words';
import styles from './print-review.module.css';

export interface PrintPlanProps {
  readonly layout: PrintLayout;
  /** The proof JPEG's URL, drawn inside the cut line as the product will look. */
  readonly proofUrl: string | null;
  /** Unique prefix for the drawing's clip path and pattern ids. */
  readonly ids: string;
}

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

/** The page with its bleed, the design inside the cut line, and the cut line itself. */
export function PrintPlan({ layout, proofUrl, ids }: PrintPlanProps) {
  const cut = svgPathData(cutPath(layout.cut));
  const { frame } = layout;
  return (
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
  );
}
