import type { ReactNode } from 'react';
import { PriceTag } from '@/components/price-tag';
import { effectiveBackground, type DesignConfig } from '@/domain/design';
import { IA_BACKGROUND_NOTE } from '@/domain/preview-style';
import { MODE_SPECS } from '@/domain/modes';
import { pieceEdges, shapeWords } from '@/domain/piece-edges';
import { designOptionLines, designShapeLines, designSizeLabel, LINE_LABELS } from '@/domain/order-message';
import type { Quote } from '@/domain/promotions';
import type { PrintResult } from '@/image/image-client';
import { PrintReview } from './print-review';
import type { JobView } from './use-design-job';
import styles from './design-summary.module.css';

interface DesignSummaryProps {
  readonly design: DesignConfig;
  /** The price under the tarifa in force, or null while no size is chosen. */
  readonly quote: Quote | null;
  readonly hasImage: boolean;
  readonly proof: JobView<Blob>;
  readonly print: JobView<PrintResult>;
  readonly sendsPrint: boolean;
}

/** The picture described in words: product, size, shape and every option. */
function proofAltText(design: DesignConfig): string {
  const options = designOptionLines(design).map(({ label, value }) => `${label.toLowerCase()}: ${value}`);
  return `Vista previa de tu diseño: ${MODE_SPECS[design.mode].productName} ${designSizeLabel(design)}, ${shapeWords(design)}; ${options.join(', ')}.`;
}

/** A row of the summary: the price's value is its tag (struck list price, promotion, «Sin stock»). */
interface SummaryLine {
  readonly label: string;
  readonly value: ReactNode;
}

/** Product, shape (circle, edges), size and price once a size is chosen, then the placement options. */
function summaryLines(design: DesignConfig, quote: Quote | null): SummaryLine[] {
  const lines: SummaryLine[] = [{ label: LINE_LABELS.type, value: MODE_SPECS[design.mode].productName }, ...designShapeLines(design)];
  if (quote) {
    lines.push({ label: LINE_LABELS.size, value: designSizeLabel(design) });
    lines.push({ label: LINE_LABELS.price, value: <PriceTag quote={quote} /> });
  }
  return [...lines, ...designOptionLines(design)];
}

function ProofPicture({ design, hasImage, proof }: Pick<DesignSummaryProps, 'design' | 'hasImage' | 'proof'>) {
  // The picture and its placeholder share one box of the design's proportions: nothing moves when it arrives.
  const box = { aspectRatio: `${design.widthCm} / ${design.heightCm}` };
  const shape = { 'data-circular': design.circular, 'data-edges': pieceEdges(design) };
  if (proof.url) return <img className={styles.proof} style={box} src={proof.url} alt={proofAltText(design)} {...shape} />;
  let text = 'Todavía no subiste una foto.';
  if (hasImage) text = proof.status === 'failed' ? 'No pudimos armar la vista previa, pero tu foto se envía igual.' : 'Armando la vista previa…';
  return (
    <div className={styles.placeholder} style={box} role="status">
      {text}
    </div>
  );
}

/**
 * The proof shown as the product on a desk: tilted in CSS 3D, with the piece's edge and a soft
 * shadow. Only the page shows it so; the proof sent to the store stays flat.
 */
function ProductView(props: Pick<DesignSummaryProps, 'design' | 'hasImage' | 'proof'>) {
  const { design } = props;
  return (
    <figure className={styles.product}>
      <div className={styles.desk}>
        <ProofPicture {...props} />
      </div>
      <figcaption className={styles.caption}>
        Así se vería tu {MODE_SPECS[design.mode].productName.toLowerCase()} {designSizeLabel(design)}
      </figcaption>
    </figure>
  );
}

function Details({ lines }: { readonly lines: readonly SummaryLine[] }) {
  return (
    <dl className={styles.details}>
      {lines.map(({ label, value }) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The design as the store will receive it: the proof picture, how it is printed, size, price and every option. */
export function DesignSummary(props: DesignSummaryProps) {
  const { design, quote, proof, print, sendsPrint } = props;
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.title}>
        Tu diseño
      </h2>
      <ProductView {...props} />
      {effectiveBackground(design) === 'ia' ? (
        <p className={styles.note}>{IA_BACKGROUND_NOTE}</p>
      ) : null}
      {props.hasImage && design.sizeCode !== null ? (
        <PrintReview design={design} proofUrl={proof.url} print={print} sendsPrint={sendsPrint} />
      ) : null}
      <Details lines={summaryLines(design, quote)} />
    </section>
  );
}
