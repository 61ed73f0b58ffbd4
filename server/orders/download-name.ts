import { foldForSearch } from './order-entry';
import { storeTimeZone } from '../html/time';
import { extensions } from './submission-record';
import type { UploadType } from './submission-record';

const fieldWords: Readonly<Record<string, string>> = { file: 'foto', proof: 'vista-previa', print: 'impresion' };

/** "Dragón Rojo!" → "dragon-rojo"; only ASCII letters, digits and dashes, at most 40 characters. */
function slug(text: string): string {
  return foldForSearch(text).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
}

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: storeTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2025-01-31_18-04" in Argentina's time, the same clock the list shows. */
function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'sin-fecha';
  const parts = dateParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}_${part('hour')}-${part('minute')}`;
}

/**
 * A download's file name, e.g. "dragon-rojo_2025-01-31_18-04_foto.jpg": built only from the design
 * name, the order date and the field, in plain ASCII, so it needs no quoting tricks in the header
 * and cannot name a path on the store's computer.
 */
export function downloadName(designName: string, receivedAt: string, field: string, type: UploadType): string {
  const what = fieldWords[field] ?? (slug(field) || 'archivo');
  return `${slug(designName) || 'diseno'}_${orderDate(receivedAt)}_${what}.${extensions[type]}`;
}
