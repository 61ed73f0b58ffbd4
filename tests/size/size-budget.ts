/**
 * `npm run size` (after `npm run build`): fails when a route's first-load JavaScript, compressed
 * as the server sends it to the browser, is over its budget (DESIGN.md, Speed and weight). The
 * server answers brotli (quality 11) to every client that asks for it, Chromium included on
 * plain http, so that is what is weighed; gzip is printed beside it for older clients.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROUTE_BUDGETS, weighRoutes, type Manifest } from './route-weight';

const clientDir = join(process.env.BUILD_DIR ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** `measure` once per file: shared chunks sit in every route and both weighings ask for them. */
function perFile<T>(measure: (file: string) => T): (file: string) => T {
  const known = new Map<string, T>();
  return (file) => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    const value = measure(file);
    known.set(file, value);
    return value;
  };
}

const read = perFile((file) => readFileSync(join(clientDir, file)));
const brotliSize = perFile((file) => brotliCompressSync(read(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
const gzipSize = perFile((file) => gzipSync(read(file), { level: 9 }).length);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const weights = weighRoutes(manifest, ROUTE_BUDGETS, brotliSize);
const gzipWeights = weighRoutes(manifest, ROUTE_BUDGETS, gzipSize);
console.table(
  weights.map(({ route, bytes, budgetKb, files, over }, i) => ({
    ruta: route,
    'JS brotli (KB)': kb(bytes),
    'JS gzip (KB)': kb(gzipWeights[i]?.bytes ?? 0),
    'presupuesto (KB)': budgetKb,
    archivos: files.length,
    estado: over ? 'EXCEDIDO' : 'ok',
  })),
);
const over = weights.filter((weight) => weight.over);
for (const { route, bytes, budgetKb, files } of over) {
  console.error(`${route} descarga ${kb(bytes)} KB de JavaScript (máximo ${budgetKb} KB): ${files.join(', ')}`);
}
if (over.length > 0) {
  console.error('Sacá de la carga inicial lo que no hace falta para pintar la página (import() diferido).');
  process.exitCode = 1;
}
