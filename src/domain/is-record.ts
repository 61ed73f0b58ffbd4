/**
 * True for an object whose fields can be read one by one (not null, not an array): the first
 * check on anything untrusted, such as a stored draft, a submission.json or a route handle.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
