import { useId } from 'react';
import { OUT_OF_STOCK_TEXT } from '@/domain/quote-text';
import { useTarifa } from '@/platform/tarifa/use-tarifa';
import styles from './info-route.module.css';
import { sizeRange, SHARED_FEATURES, type ProductCard } from './product-cards';

export function ProductCardView({ card }: { readonly card: ProductCard }) {
  const titleId = useId();
  const { min, max } = sizeRange(card.mode);
  // A mode without stock says so in place of its badge: the store still shows it.
  const badge = useTarifa().tarifa.modes[card.mode].outOfStock ? OUT_OF_STOCK_TEXT : card.badge;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {badge && <p className={styles.badge}>{badge}</p>}
      <p className={styles.kind}>{card.kind}</p>
      <h3 id={titleId} className={styles.cardTitle}>
        {card.title}
      </h3>
      <ul className={styles.features}>
        {[...card.features, ...SHARED_FEATURES].map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <dl className={styles.sizes}>
        <div>
          <dt>Medida mínima</dt>
          <dd>{min}</dd>
        </div>
        <div>
          <dt>Medida máxima</dt>
          <dd>{max}</dd>
        </div>
      </dl>
    </article>
  );
}
