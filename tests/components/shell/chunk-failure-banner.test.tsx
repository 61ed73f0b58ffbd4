import { act, screen } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { installPreloadErrorListener } from '@/platform/chunk-load/preload-errors';
import { renderApp } from './render-app';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('a chunk failure no caller handled', () => {
  it('shows the reload message inside the page, which stays usable', async () => {
    const uninstall = installPreloadErrorListener(window);
    renderApp(['/calculadora']);
    await screen.findByRole('heading', { level: 1, name: 'Calculadora de precios' });

    await act(async () => {
      const payload = new Error('Unable to preload CSS for /assets/shared-abcd.css');
      window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });

    const heading = await screen.findByRole('heading', { level: 2, name: 'No pudimos cargar un archivo del sitio (shared-abcd.css)' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Calculadora de precios' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
