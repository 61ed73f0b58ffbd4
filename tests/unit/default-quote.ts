/** The built-in tarifa's quotes, for tests of code that takes a quote (it has no promotion, so any instant will do). */
import type { DesignConfig } from '@/domain/design';
import { formatPrice } from '@/domain/pricing';
import { quote, type Quote } from '@/domain/promotions';
import { designQuote } from '@/domain/quote-text';
import { DEFAULT_TARIFA } from '@/domain/tarifa';

export const listQuote = (design: DesignConfig): Quote => quote(DEFAULT_TARIFA, design.mode, design.widthCm, design.heightCm, new Date());

/** The price text the editor shows under the built-in tarifa, or null while no size is chosen. */
export function shownPrice(design: DesignConfig): string | null {
  const shown = designQuote(design, DEFAULT_TARIFA, new Date());
  return shown?.kind === 'price' ? formatPrice(shown.price) : null;
}
