/** Content types the static server knows; anything else is sent as a download-safe octet stream. */
const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** Types worth compressing: text formats gain a lot, images and fonts are compressed already. */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.svg', '.ico', '.map', '.wasm']);

function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

export function contentTypeOf(name: string): string {
  return contentTypes[extensionOf(name)] ?? 'application/octet-stream';
}

export function isCompressible(name: string): boolean {
  return compressible.has(extensionOf(name));
}

/** Whether a name ends in an extension of a known static file (so a miss is a 404, not the app). */
export function isKnownAssetName(name: string): boolean {
  const extension = extensionOf(name);
  return extension !== '' && extension !== '.html' && extension in contentTypes;
}
