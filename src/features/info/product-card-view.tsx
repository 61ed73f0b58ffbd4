import { useId } from 'react';
import styles from './info-route.module.css';
import { sizeRange, SHARED_FEATURES, type ProductCard } from './product-cards';

export function ProductCardView({ card }: { readonly card: ProductCard }) {
  const titleId = useId();
  const { min, max } = sizeRange(card.mode);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {card.badge && <p className={styles.badge}>{card.badge}</p>}
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
