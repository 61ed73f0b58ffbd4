/**
 * What each route makes the browser download on first load, read from Vite's build manifest: the
 * entry's static import graph plus the route module's. Dynamic imports load later, on demand, so
 * they are not followed.
 */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface RouteBudget {
  readonly route: string;
  /** The route module's source path, as the manifest keys it; null for the entry alone. */
  readonly module: string | null;
  readonly budgetKb: number;
}

/**
 * The JavaScript a route makes the browser download on first load, compressed (DESIGN.md, Speed
 * and weight: `/` 110 KB, every other route 100 KB, with React Router's declarative mode).
 * `npm run size` weighs each route's static import graph from the build; the e2e spec
 * `route-weight.spec.ts` weighs every script in Chromium's network log, as sent.
 */
export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { route: '/', module: 'src/features/editor/editor-route.tsx', budgetKb: 110 },
  { route: '/formulario', module: 'src/features/order/order-route.tsx', budgetKb: 100 },
  { route: '/informacion', module: 'src/features/info/info-route.tsx', budgetKb: 100 },
  { route: '/calculadora', module: 'src/features/calculator/calculator-route.tsx', budgetKb: 100 },
  { route: '/home', module: 'src/features/landing/landing-route.tsx', budgetKb: 100 },
];

/** The JavaScript files of `keys` and everything they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`El manifiesto de Vite no tiene "${key}": revisá la tabla de presupuestos.`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('El manifiesto de Vite no tiene entrada: ¿se construyó con build.manifest?');
  return entry[0];
}

interface RouteWeight extends RouteBudget {
  readonly files: readonly string[];
  readonly bytes: number;
  readonly over: boolean;
}

/** `sizeOf` gives a file's compressed size in bytes. */
export function weighRoutes(manifest: Manifest, budgets: readonly RouteBudget[], sizeOf: (file: string) => number): RouteWeight[] {
  const entry = entryKey(manifest);
  return budgets.map((budget) => {
    const files = [...staticClosure(manifest, budget.module ? [entry, budget.module] : [entry])].sort();
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { ...budget, files, bytes, over: bytes > budget.budgetKb * 1024 };
  });
}
