/** Copy of the information page's three product cards (spec §2); sizes come from the modes. */
import { MODE_SPECS, type Mode } from '@/domain/modes';

export interface ProductCard {
  readonly mode: Mode;
  readonly title: string;
  /** The card's line in the store's words (hybrid, speed, double). */
  readonly kind: string;
  readonly badge: string | null;
  readonly features: readonly string[];
}

/** What every product has. */
export const SHARED_FEATURES: readonly string[] = ['Bordes cosidos', 'Diseño personalizado', 'Medida personalizada'];

export const PRODUCT_CARDS: readonly ProductCard[] = [
  {
    mode: 'Clasic',
    title: 'Mousepad Classic',
    kind: 'Híbrido',
    badge: null,
    features: ['El soldado de batalla: equilibrio entre control y velocidad'],
  },
  {
    mode: 'Pro',
    title: 'Mousepad Pro',
    kind: 'Speed',
    badge: 'Más elegido',
    features: ['Base 100% caucho natural', 'Superficie ultra suave'],
  },
  {
    mode: 'Alfombra',
    title: 'Alfombras',
    kind: 'Doble',
    badge: 'Nuevo',
    features: ['Reversible', 'Extra suave'],
  },
];

/** "25x25 cm" and "140x100 cm", from the mode's bounds. */
export function sizeRange(mode: Mode): { readonly min: string; readonly max: string } {
  const { minWidth, minHeight, maxWidth, maxHeight } = MODE_SPECS[mode].bounds;
  return { min: `${minWidth}x${minHeight} cm`, max: `${maxWidth}x${maxHeight} cm` };
}
