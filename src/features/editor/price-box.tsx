import { useEffect, useId } from 'react';
import { HandmadeNote } from '@/components/handmade-note';
import { PriceTag } from '@/components/price-tag';
import type { DesignConfig } from '@/domain/design';
import { designQuote } from '@/domain/quote-text';
import { countStats } from '@/platform/stats/stats-queue';
import { useTarifa } from '@/platform/tarifa/use-tarifa';
import styles from './price-box.module.css';

const PRICE_DISCLAIMER =
  'Los precios pueden cambiar sin previo aviso. Antes de confirmar la compra te informamos el precio final.';

/** The estimate for the chosen size under the tarifa in force, with the store's notes. */
export function PriceBox({ design }: { readonly design: DesignConfig }) {
  const tipId = useId();
  const { tarifa } = useTarifa();
  const quote = designQuote(design, tarifa, new Date());
  const { rugNote } = tarifa.texts;
  const outOfStock = quote?.kind === 'outOfStock';
  // «Estadísticas»: the shopper saw «Sin stock» (once for each mode it is seen in).
  useEffect(() => {
    if (outOfStock) countStats({ n: 'sin-stock' });
  }, [outOfStock, design.mode]);
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
      <p className={quote ? styles.price : styles.noPrice} aria-live="polite">
        {quote ? <PriceTag quote={quote} /> : 'Elegí una medida para ver el precio.'}
      </p>
      {design.mode === 'Alfombra' && rugNote && <p className={styles.rugNote}>{rugNote}</p>}
      <HandmadeNote className={styles.note} />
    </section>
  );
}
