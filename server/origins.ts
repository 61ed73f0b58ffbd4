/** The origins of a comma- or space-separated list of URLs; anything that is not an http(s) URL is dropped. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '').split(/[\s,]+/).flatMap((entry) => {
    if (entry === '') return [];
    try {
      const url = new URL(entry);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}
