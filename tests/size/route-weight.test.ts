import { staticClosure, weighRoutes, type Manifest } from './route-weight';

// The shape Vite writes: the entry, a route that imports a shared chunk statically and loads
// another part on demand, and the CSS that never counts as JavaScript.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/route.tsx': { file: 'assets/route.js', imports: ['index.html', '_shared.js', '_route.css'] },
  '_route.css': { file: 'assets/route.css' },
  'src/later.tsx': { file: 'assets/later.js', imports: ['index.html'] },
};
const sizes: Record<string, number> = { 'assets/index.js': 80_000, 'assets/shared.js': 5_000, 'assets/route.js': 8_000 };
const sizeOf = (file: string) => sizes[file] ?? 1_000_000;

describe('route weight', () => {
  it('follows static imports once each, counts JavaScript only and skips what loads on demand', () => {
    expect([...staticClosure(manifest, ['index.html', 'src/route.tsx'])].sort()).toEqual([
      'assets/index.js',
      'assets/route.js',
      'assets/shared.js',
    ]);
  });

  it('flags a route over its budget and passes one within it', () => {
    const [within, over] = weighRoutes(
      manifest,
      [
        // 93 000 bytes: within 100 KB (102 400 bytes), over 90 KB (92 160 bytes).
        { route: '/a', module: 'src/route.tsx', budgetKb: 100 },
        { route: '/b', module: 'src/route.tsx', budgetKb: 90 },
      ],
      sizeOf,
    );
    expect(within).toMatchObject({ bytes: 93_000, over: false });
    expect(over).toMatchObject({ bytes: 93_000, over: true });
  });

  it('names a route module the manifest does not have, so a renamed route cannot pass unchecked', () => {
    expect(() => weighRoutes(manifest, [{ route: '/x', module: 'src/gone.tsx', budgetKb: 90 }], sizeOf)).toThrow(/src\/gone\.tsx/);
  });
});
