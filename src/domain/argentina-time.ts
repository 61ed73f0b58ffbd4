/**
 * The store's clock: Argentina keeps UTC−3 all year (no daylight saving since 2009), so a date and
 * time typed at /buzon turns into an instant by a fixed offset, whatever the server's own zone is.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:MM', the value of an <input type="datetime-local">. */
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant (ISO, UTC) of a date and time in Argentina, or null when the text is not one. */
export function argentinaToInstant(local: string): string | null {
  const match = LOCAL_MINUTE.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // Date.UTC rolls 31 February into March: such a date is not a date.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc + OFFSET_MS).toISOString();
}

/** The instant as Argentina reads it, 'YYYY-MM-DDTHH:MM' (seconds dropped). */
export function instantToArgentina(instant: Date | string): string {
  return new Date(new Date(instant).getTime() - OFFSET_MS).toISOString().slice(0, 16);
}

