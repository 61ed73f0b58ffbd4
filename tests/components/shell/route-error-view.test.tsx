import type { MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyRoute } from '@/app/lazy-route';
import { RootLayout } from '@/app/root-layout';
import { renderApp } from './render-app';

function Broken(): never {
  throw new Error('fallo de prueba');
}

function routes(failingImport: () => Promise<never>) {
  const FailingInfo = lazyRoute('la página de información', failingImport);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<h1>Editor</h1>} />
        <Route path="/roto" element={<Broken />} />
        <Route path="/informacion" element={<FailingInfo />} />
      </Route>
    </Routes>
  );
}

const networkFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/info-route-1a2b.js'));

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('route error boundary', () => {
  it('shows a calm Spanish message with a way back to the editor, keeping the layout', async () => {
    renderApp(['/roto'], routes(networkFailure));
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal en esta página' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Tu diseño está guardado');
    expect(screen.getByRole('link', { name: 'Volver al editor' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('logs the error exactly once', async () => {
    renderApp(['/roto'], routes(networkFailure));
    await screen.findByRole('alert');
    const logged = consoleError.mock.calls.filter((call) => call.some((arg) => arg instanceof Error && arg.message === 'fallo de prueba'));
    expect(logged).toHaveLength(1);
  });

  it('gets back to the editor from the message', async () => {
    const { router } = renderApp(['/', '/roto'], routes(networkFailure));
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Volver al editor' }));
    expect(router.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
  });
});

describe('chunk that fails to load', () => {
  it('names what failed and offers a reload, after a client-side navigation', async () => {
    const { router } = renderApp(['/'], routes(networkFailure));
    await screen.findByRole('heading', { name: 'Editor' });
    await act(async () => router.navigate('/informacion'));
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar la página de información' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Se cortó la conexión');
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeEnabled();
  });

  it('logs the chunk name and the failure type once', async () => {
    renderApp(['/informacion'], routes(networkFailure));
    await screen.findByRole('button', { name: 'Volver a cargar' });
    const lines = consoleError.mock.calls.map((call) => String(call[0]));
    const chunkLines = lines.filter((line) => line.includes('la página de información'));
    expect(chunkLines).toEqual([
      '[carga de módulos] No se pudo cargar la página de información · tipo: network · archivo: /assets/info-route-1a2b.js',
    ]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
