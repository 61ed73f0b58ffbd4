/** The built-in tarifa's quotes, for tests of code that takes a quote (it has no promotion, so any instant will do). */
import type { DesignConfig } from '@/domain/design';
import { formatPrice } from '@/domain/pricing';
import { quote } from '@/domain/promotions';
import { designQuote, type PriceQuote } from '@/domain/quote-text';
import { DEFAULT_TARIFA } from '@/domain/tarifa';

export function listQuote(design: DesignConfig): PriceQuote {
  const quoted = quote(DEFAULT_TARIFA, design.mode, design.widthCm, design.heightCm, new Date());
  if (quoted.kind !== 'price') throw new Error('the built-in tarifa has every mode in stock');
  return quoted;
}

/** The price text the editor shows under the built-in tarifa, or null while no size is chosen. */
export function shownPrice(design: DesignConfig): string | null {
  const shown = designQuote(design, DEFAULT_TARIFA, new Date());
  return shown?.kind === 'price' ? formatPrice(shown.price) : null;
}
