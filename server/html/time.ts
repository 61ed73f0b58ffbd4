import { argentinaDateTime } from '../../src/domain/argentina-time';

/** The store works in San Juan: every listing shows its time, whatever the server's time zone. */
export const storeTimeZone = 'America/Argentina/San_Juan';

/**
 * A stored ISO time on the store's clock, «28/11/2026 04:03»: the one format of /buzon, the status
 * page, the emails and `npm run inbox`, and the one the tarifa's review writes a promotion's dates in
 * (San Juan keeps UTC−3 all year, as src/domain/argentina-time.ts reads the form's dates).
 */
export const shownTime = (iso: string): string => (Number.isNaN(Date.parse(iso)) ? 'fecha desconocida' : argentinaDateTime(iso));
