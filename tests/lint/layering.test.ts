import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// Runs the project's own eslint.config.js on one-line modules placed (virtually) in each layer, so a
// change that loosens the layering rules, or a resolver that stops resolving `@/`, fails here.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const layeringRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'no-restricted-globals']);

async function layeringProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal[0]?.message}`);
  return result.messages.flatMap((message) =>
    message.ruleId !== null && layeringRules.has(message.ruleId) ? [message.message] : [],
  );
}

const importing = (specifier: string) => `import * as target from '${specifier}';\nexport { target };\n`;

// The first lint loads the config, the parser and the resolver: seconds on a busy machine, so it
// happens here, with room, instead of inside the first case's time limit.
beforeAll(() => eslint.lintText(importing('./pricing'), { filePath: `${root}/src/domain/fixture.ts` }), 60_000);

describe('imports that break the layering fail lint', () => {
  it.each([
    ['src/domain/fixture.ts', 'react', 'domain imports React'],
    ['src/domain/fixture.ts', 'konva', 'domain imports Konva'],
    ['src/domain/fixture.ts', 'idb-keyval', 'domain imports a DOM library'],
    ['src/domain/fixture.ts', 'node:path', 'domain imports a Node builtin'],
    ['src/domain/fixture.ts', '@/image/image-store', 'domain imports an app folder by alias'],
    ['src/domain/fixture.ts', '../config/paths', 'domain imports an app folder by a relative path'],
    ['src/domain/fixture.ts', '@/domain/modes', 'domain imports itself through the app alias'],
    ['src/features/order/fixture.ts', '@/features/editor/editor', 'a feature imports another by alias'],
    ['src/features/order/fixture.ts', '../editor/editor', 'a feature imports another by a relative path'],
    ['src/features/editor/preview/fixture.ts', '../../order/order-form', 'a nested feature file imports another feature'],
    ['src/components/fixture.tsx', '@/features/order/order-form', 'components import a feature'],
    ['src/components/fixture.tsx', '../app/router', 'components import the app'],
    ['src/components/fixture.tsx', '@/drafts/draft-store', 'components import drafts'],
    ['src/image/fixture.ts', '@/features/editor/editor', 'image imports a feature'],
    ['src/image/fixture.ts', '../app/router', 'image imports the app'],
    ['src/drafts/fixture.ts', '@/features/order/order-form', 'drafts import a feature'],
    ['src/config/fixture.ts', '@/components/spinner', 'config imports components'],
    ['src/platform/fixture.ts', '@/features/order/order-form', 'platform imports a feature'],
    ['src/features/editor/fixture.ts', '../../../workers/image-api', 'a feature imports the worker directly'],
    ['src/features/editor/fixture.ts', '../../../server/http-utils', 'a feature imports the server'],
    ['workers/fixture.ts', '@/image/image-store', 'the worker imports src/image by alias'],
    ['workers/fixture.ts', '../src/components/spinner', 'the worker imports src/components by a relative path'],
    ['workers/fixture.ts', '../server/http-utils', 'the worker imports the server'],
    ['server/fixture.ts', '../src/config/paths', 'the server imports src/config'],
    ['server/inbox/fixture.ts', '@/features/order/order-form', 'the server imports a feature by alias'],
    ['server/inbox/fixture.ts', '@/domain/modes', 'the server imports the domain through the app alias'],
    ['src/print-file/fixture.ts', '@/domain/design', 'the print assembly imports the domain through the alias the server lacks'],
    ['src/print-file/fixture.ts', '../image/image-store', 'the print assembly imports src/image'],
    ['src/print-file/fixture.ts', 'react', 'the print assembly imports a package other than pdf-lib'],
    ['src/print-file/fixture.ts', 'node:fs', 'the print assembly imports a Node builtin'],
    ['src/domain/fixture.ts', '../print-file/build-print-file', 'domain imports the print assembly'],
    ['src/features/order/fixture.ts', '@/print-file/build-print-file', 'a feature imports the print assembly'],
    ['server/status-page/fixture.ts', '../buzon/buzon-routes', 'the status page imports the store\'s pages'],
    ['server/buzon/fixture.ts', '../status-page/status-html', 'the store\'s pages import the status page'],
    ['server/orders/fixture.ts', '../buzon/buzon-routes', 'orders import a page'],
    ['server/orders/fixture.ts', '../status-page/status-html', 'orders import the status page'],
    ['server/orders/fixture.ts', '../inbox/inbox-plugin', 'orders import the inbox'],
    ['server/inbox/fixture.ts', '../buzon/buzon-routes', 'the inbox imports a page'],
    ['server/mail/fixture.ts', '../orders/order-index', 'mail imports orders'],
    ['server/mail/fixture.ts', '../inbox/submission-store', 'mail imports the inbox'],
    ['server/mail/fixture.ts', '../buzon/buzon-routes', 'mail imports a page'],
    ['server/html/fixture.ts', '../orders/order-state', 'the page toolkit imports orders'],
    ['server/html/fixture.ts', '../mail/outbox', 'the page toolkit imports mail'],
    ['server/html/fixture.ts', '../buzon/buzon-routes', 'the page toolkit imports a page'],
    ['server/files/fixture.ts', '../html/html', 'the file helpers import the page toolkit'],
    ['server/files/fixture.ts', '../orders/order-index', 'the file helpers import orders'],
    ['server/tarifa/fixture.ts', '../orders/order-index', 'tarifa imports orders'],
    ['server/tarifa/fixture.ts', '../mail/outbox', 'tarifa imports mail'],
    ['server/tarifa/fixture.ts', '../buzon/buzon-routes', 'tarifa imports a page'],
  ])('%s importing %s (%s)', async (file, specifier) => {
    expect(await layeringProblems(file, importing(specifier))).not.toEqual([]);
  });

  it('vite.config.ts importing the inbox plugin itself fails (builds and vitest would load the server)', async () => {
    const problems = await layeringProblems('vite.config.ts', importing('./server/vite-inbox-plugin'));
    expect(problems).toEqual([expect.stringContaining('only types from server/')]);
  });

  it('print assembly code that touches a DOM global fails', async () => {
    const problems = await layeringProblems('src/print-file/fixture.ts', 'export const canvas = () => new OffscreenCanvas(1, 1);\n');
    expect(problems).toEqual([expect.stringContaining("'OffscreenCanvas'")]);
  });

  it('domain code that touches a DOM global fails', async () => {
    const problems = await layeringProblems('src/domain/fixture.ts', 'export const title = () => document.title;\n');
    expect(problems).toEqual([expect.stringContaining("'document'")]);
  });
});

describe('imports that follow the layering pass lint', () => {
  it.each([
    ['src/domain/fixture.ts', './pricing'],
    ['src/config/fixture.ts', '@/domain/modes'],
    ['src/image/fixture.ts', '../../workers/image-api'],
    ['src/image/fixture.ts', '@/domain/design'],
    ['src/components/fixture.tsx', '@/domain/pricing'],
    ['src/components/fixture.tsx', './spinner'],
    ['src/drafts/fixture.ts', '@/image/image-store'],
    ['src/features/order/fixture.ts', './order-form'],
    ['src/features/editor/preview/fixture.ts', '../editor'],
    ['src/features/order/fixture.ts', '@/drafts/draft-store'],
    ['src/features/order/fixture.ts', '@/components/spinner'],
    ['src/features/order/fixture.ts', '@/config/paths'],
    ['src/app/fixture.ts', '@/features/order/order-form'],
    ['workers/fixture.ts', '@/domain/design'],
    ['workers/fixture.ts', '../src/domain/image-limits'],
    ['workers/fixture.ts', 'comlink'],
    ['server/fixture.ts', '../src/domain/image-limits'],
    ['server/fixture.ts', 'node:path'],
    ['src/print-file/fixture.ts', '../domain/design'],
    ['src/print-file/fixture.ts', 'pdf-lib'],
    ['workers/fixture.ts', '@/print-file/build-print-file'],
    ['server/inbox/fixture.ts', '../../src/print-file/build-print-file'],
    ['server/buzon/fixture.ts', '../orders/order-index'],
    ['server/buzon/fixture.ts', '../inbox/print-pool'],
    ['server/buzon/fixture.ts', '../html/layout'],
    ['server/status-page/fixture.ts', '../orders/order-files'],
    ['server/status-page/fixture.ts', '../html/replies'],
    ['server/inbox/fixture.ts', '../orders/order-life'],
    ['server/inbox/fixture.ts', '../mail/outbox'],
    ['server/orders/fixture.ts', '../mail/outbox'],
    ['server/orders/fixture.ts', '../html/paths'],
    ['server/orders/fixture.ts', '../files/atomic-json'],
    ['server/mail/fixture.ts', '../html/html'],
    ['server/mail/fixture.ts', '../files/durable-write'],
    ['server/html/fixture.ts', '../files/folder-names'],
    ['server/tarifa/fixture.ts', '../html/html'],
    ['server/tarifa/fixture.ts', '../files/atomic-json'],
    ['server/fixture.ts', './buzon/buzon-plugin'],
  ])('%s importing %s', async (file, specifier) => {
    expect(await layeringProblems(file, importing(specifier))).toEqual([]);
  });

  it('vite.config.ts may take types from server/', async () => {
    const code = "import type { mountInbox } from './server/vite-inbox-plugin';\nexport type Mount = typeof mountInbox;\n";
    expect(await layeringProblems('vite.config.ts', code)).toEqual([]);
  });

  it('domain code may use what every runtime has (URLSearchParams, TextDecoder)', async () => {
    const code = 'export const query = () => new URLSearchParams(new TextDecoder().decode(new Uint8Array()));\n';
    expect(await layeringProblems('src/domain/fixture.ts', code)).toEqual([]);
  });
});
