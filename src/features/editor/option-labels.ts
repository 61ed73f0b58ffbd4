/** The editor's Spanish button labels for each design option. */
import type { Background, Fit } from '@/domain/design';
import type { Align, Justify } from '@/domain/position';

export const FIT_LABELS: Readonly<Record<Fit, string>> = {
  cover: 'Expandir imagen',
  contain: 'Rellenar',
  fill: 'Imagen completa',
};

export const BACKGROUND_LABELS: Readonly<Record<Background, string>> = {
  black: 'Negro',
  white: 'Blanco',
  ia: 'IA',
  custom: 'Otro color',
};

export type Position = { readonly axis: 'align'; readonly value: Align } | { readonly axis: 'justify'; readonly value: Justify };

/** The five align buttons in reading order of their cross layout; centre sets both axes. */
export const POSITIONS: readonly { readonly label: string; readonly position: Position }[] = [
  { label: 'Arriba', position: { axis: 'justify', value: 'top' } },
  { label: 'Izquierda', position: { axis: 'align', value: 'left' } },
  { label: 'Centro', position: { axis: 'align', value: 'center' } },
  { label: 'Derecha', position: { axis: 'align', value: 'right' } },
  { label: 'Abajo', position: { axis: 'justify', value: 'bottom' } },
];

