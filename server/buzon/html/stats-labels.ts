import type { RefusalReason } from '../../../src/domain/stats-events';

const REFUSALS: Readonly<Record<RefusalReason, string>> = {
  type: 'formato no admitido',
  corrupt: 'archivo dañado',
  'too-many-pixels': 'demasiados píxeles',
  'file-too-big': 'archivo muy pesado',
};

/** The store's words for an event and its reason (`name|reason`). */
export function eventLabel(key: string): string {
  const [name, reason = ''] = key.split('|');
  if (name === 'rechazo') return `Foto rechazada: ${REFUSALS[reason as RefusalReason] ?? reason}`;
  if (name === 'error-envio') return `Envío fallido: ${reason}`;
  if (name === 'calidad-baja') return 'Aceptó imprimir con «Calidad baja»';
  return 'Vio «Sin stock»';
}
