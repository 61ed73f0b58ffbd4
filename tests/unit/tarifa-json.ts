/** A tarifa as JSON gives it back (what the server stores and the page reads), and one field of it changed. */
export const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** `base` as JSON with one field replaced, reached by its path. */
export function withField(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = json(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[String(path.at(-1))] = value;
  return copy;
}
