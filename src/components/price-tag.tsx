import { formatPrice } from '@/domain/pricing';
import type { Quote } from '@/domain/promotions';
import { OUT_OF_STOCK_TEXT, promotionText } from '@/domain/quote-text';
import styles from './price-tag.module.css';

/**
 * A price as the shopper reads it: the amount; with a promotion, the list price struck through
 * beside it and the promotion's name or percentage; for a mode without stock, «Sin stock» instead.
 * The caller's element sets the size and colour of the amount.
 */
export function PriceTag({ quote }: { readonly quote: Quote }) {
  if (quote.kind === 'outOfStock') return <span className={styles.outOfStock}>{OUT_OF_STOCK_TEXT}</span>;
  if (!quote.promotion) return <>{formatPrice(quote.price)}</>;
  return (
    <span className={styles.promotion}>
      <s className={styles.list}>
        <span className="visually-hidden">Precio de lista: </span>
        {formatPrice(quote.list)}
      </s>{' '}
      <span>
        <span className="visually-hidden">Precio con promoción: </span>
        {formatPrice(quote.price)}
      </span>{' '}
      <span className={styles.badge}>{promotionText(quote.promotion)}</span>
    </span>
  );
}
