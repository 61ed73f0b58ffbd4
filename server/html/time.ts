/** The store works in San Juan: every listing shows its time, whatever the server's time zone. */
export const storeTimeZone = 'America/Argentina/San_Juan';

const shortTime = new Intl.DateTimeFormat('es-AR', { timeZone: storeTimeZone, dateStyle: 'short', timeStyle: 'short' });

/** A stored ISO time, short, on the store's clock: /buzon and the status page show the same. */
export const shownTime = (iso: string): string => (Number.isNaN(Date.parse(iso)) ? 'fecha desconocida' : shortTime.format(new Date(iso)));
