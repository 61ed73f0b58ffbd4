import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChunkErrorMessage } from '@/platform/chunk-load/chunk-error-message';
import { registerBeforeReload } from '@/platform/before-reload';
import { reloadPage } from '@/platform/chunk-load/reload-page';

describe('ChunkErrorMessage', () => {
  it.each([
    ['timeout', 'tardó más de dos minutos'],
    ['network', 'Se cortó la conexión'],
    ['preload', 'No llegó una parte de la página'],
  ] as const)('explains a %s failure in Spanish and names what failed', (kind, reason) => {
    render(<ChunkErrorMessage failure={{ chunk: 'la calculadora', kind }} reload={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'No pudimos cargar la calculadora' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent('tu diseño queda guardado');
  });

  it('reloads once when the button is pressed', async () => {
    const reload = vi.fn(() => Promise.resolve());
    render(<ChunkErrorMessage failure={{ chunk: 'el editor', kind: 'network' }} reload={reload} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Volver a cargar' });
    await userEvent.setup().click(button);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Recargando…' })).toBeDisabled();
  });
});

describe('reloadPage', () => {
  it('saves the design before reloading', async () => {
    const order: string[] = [];
    const unregister = registerBeforeReload(async () => {
      await Promise.resolve();
      order.push('guardar borrador');
    });
    await reloadPage({ reload: () => order.push('recargar') });
    expect(order).toEqual(['guardar borrador', 'recargar']);
    unregister();
  });
});
