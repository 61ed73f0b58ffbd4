import { useId } from 'react';
import { HandmadeNote } from '@/components/handmade-note';
import type { Mode } from '@/domain/modes';
import styles from './price-box.module.css';

const RUG_NOTE = '50% off en la segunda unidad';
const PRICE_DISCLAIMER =
  'Los precios pueden cambiar sin previo aviso. Antes de confirmar la compra te informamos el precio final.';

interface PriceBoxProps {
  readonly mode: Mode;
  /** Formatted price of the chosen size, or null while no size is chosen. */
  readonly price: string | null;
}

/** The estimate for the chosen size, with the store's notes. */
export function PriceBox({ mode, price }: PriceBoxProps) {
  const tipId = useId();
  return (
    <section className={styles.box} aria-labelledby={`${tipId}-title`}>
      <div className={styles.header}>
        <h2 id={`${tipId}-title`} className={styles.title}>
          Precio estimado
        </h2>
        <span className={styles.tipAnchor}>
          <button type="button" className={styles.tipButton} aria-label="Sobre el precio" aria-describedby={tipId}>
            i
          </button>
          <span role="tooltip" id={tipId} className={styles.tip}>
            {PRICE_DISCLAIMER}
          </span>
        </span>
      </div>
      <p className={price ? styles.price : styles.noPrice} aria-live="polite">
        {price ?? 'Elegí una medida para ver el precio.'}
      </p>
      {mode === 'Alfombra' && <p className={styles.rugNote}>{RUG_NOTE}</p>}
      <HandmadeNote className={styles.note} />
    </section>
  );
}
