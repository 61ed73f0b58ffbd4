/**
 * The store's clock: Argentina keeps UTC−3 all year (no daylight saving since 2009), so a date and
 * time typed at /buzon turns into an instant by a fixed offset, whatever the server's own zone is.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:MM', the value of an <input type="datetime-local">. */
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The years a date typed at /buzon may fall in: «26» typed for 2026 must never save 1926 (nor 0026). */
export const YEAR_MIN = 2020;
export const YEAR_MAX = 2100;

/** A date and time read from the form: its instant (ISO, UTC), or why it is not one. */
export type ArgentinaDate = { readonly instant: string } | { readonly problem: 'notDate' | 'year' };

/** Reads a date and time in Argentina; a year outside YEAR_MIN–YEAR_MAX is refused on its own, so the form can say so. */
export function readArgentinaDate(local: string): ArgentinaDate {
  const match = LOCAL_MINUTE.exec(local.trim());
  if (!match) return { problem: 'notDate' };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (year < YEAR_MIN || year > YEAR_MAX) return { problem: 'year' };
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // Date.UTC rolls 31 February into March: such a date is not a date.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return { problem: 'notDate' };
  return { instant: new Date(utc + OFFSET_MS).toISOString() };
}

/** The instant as Argentina reads it, 'YYYY-MM-DDTHH:MM' (seconds dropped). */
export function instantToArgentina(instant: Date | string): string {
  return new Date(new Date(instant).getTime() - OFFSET_MS).toISOString().slice(0, 16);
}

/** «28/11/2026 04:03»: the one way /buzon writes a date and time, on Argentina's clock. */
export function argentinaDateTime(instant: Date | string): string {
  return `${argentinaDate(instant)} ${instantToArgentina(instant).slice(11)}`;
}

/** «28/11/2026»: the day alone, as a panel's label prints it. */
export function argentinaDate(instant: Date | string): string {
  const [year, month, day] = instantToArgentina(instant).slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
