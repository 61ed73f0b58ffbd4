import type { Mode } from '@/domain/modes';
import { modeStockNotice } from '@/domain/quote-text';
import { useTarifa } from '@/platform/tarifa/use-tarifa';
import styles from './stock-notice.module.css';

/**
 * «Alfombras: sin stock por ahora» right under the tabs as soon as a mode without stock is chosen,
 * before the shopper uploads a photo or picks a size (issue 45). Always in the page (empty when the
 * mode has stock), so a screen reader hears it when it appears.
 */
export function StockNotice({ mode }: { readonly mode: Mode }) {
  const { tarifa } = useTarifa();
  const text = tarifa.modes[mode].outOfStock ? `${modeStockNotice(mode)}. Podés armar tu diseño, pero para pedirlo elegí otro producto.` : '';
  return (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  );
}
