import type { IncomingHttpHeaders } from 'node:http';
import { browserFamily } from './browser-family';
import { DEVICES, type Browser, type Device } from '../../src/domain/stats-events';

/** Global Privacy Control (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`): such a browser is never counted. */
export function privacyAsked(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

/** The browser family, read from the header and then forgotten: the User-Agent string is never kept. */
export const browserOf = (headers: IncomingHttpHeaders): Browser => browserFamily(headers['user-agent']);

/**
 * The device class an order's page stated (its `dispositivo` field); without a valid one, the
 * User-Agent's own word for a phone, else «Computadora».
 */
export function orderDevice(stated: string | undefined, headers: IncomingHttpHeaders): Device {
  const known = DEVICES.find((device) => device === stated);
  if (known) return known;
  return /Mobi/.test(headers['user-agent'] ?? '') ? 'Teléfono' : 'Computadora';
}
