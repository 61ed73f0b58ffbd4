import { OUT_OF_STOCK_TEXT } from '@/domain/quote-text';
import styles from './out-of-stock-mark.module.css';

/**
 * «Sin stock» under a mode's name on its tab or button, so a shopper sees it before choosing the
 * mode; the space keeps the button's name «ALFOMBRA Sin stock», not «ALFOMBRASin stock».
 */
export function OutOfStockMark() {
  return (
    <>
      {' '}
      <span className={styles.mark}>{OUT_OF_STOCK_TEXT}</span>
    </>
  );
}
