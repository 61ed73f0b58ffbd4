import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The stamp a served tarifa carries (issue 45): an HMAC of its version with the server's secret, so
 * an order can prove which version it was served. Only pages and /tarifa.json of version N ever held
 * N's stamp: nobody can claim a version they were not shown. The label keeps these HMACs apart from
 * any other the same secret signs.
 */
export function tarifaStamp(secret: Buffer, version: number): string {
  return createHmac('sha256', secret).update(`tarifa-servida:${version}`).digest('base64url');
}

/** Whether `stamp` is the one of `version`: compared in constant time. */
export function stampNames(secret: Buffer, version: number, stamp: string): boolean {
  const expected = Buffer.from(tarifaStamp(secret, version));
  const given = Buffer.from(stamp);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
