import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeImageStore } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));

beforeEach(() => resetFakeImageStore());

const addText = () => screen.getByRole('button', { name: 'Agregar texto' });
const layer = (n: number) => screen.getByRole('group', { name: `Texto ${n}` });

describe('text layers in the editor', () => {
  it('adds a layer, edits its words, font, size, colour and effects by label', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(addText());
    const words = await screen.findByLabelText('Texto 1');
    await user.clear(words);
    await user.type(words, 'SANTI');
    expect(words).toHaveValue('SANTI');
    await user.selectOptions(within(layer(1)).getByLabelText('Fuente'), 'Bebas Neue');
    const size = within(layer(1)).getByLabelText('Tamaño de texto 1 (cm)');
    await user.clear(size);
    await user.type(size, '12');
    await user.tab();
    expect(size).toHaveValue(12);
    await user.click(within(layer(1)).getByRole('button', { name: 'Negro' }));
    expect(within(layer(1)).getByRole('button', { name: 'Negro', pressed: true })).toBeInTheDocument();
    const hex = within(layer(1)).getByLabelText('Color (hex)');
    await user.clear(hex);
    await user.type(hex, '#12');
    expect(within(layer(1)).getByRole('alert')).toHaveTextContent('#FF0000');
    await user.type(hex, 'AB9C');
    expect(within(layer(1)).getByRole('button', { name: 'Negro', pressed: false })).toBeInTheDocument();
    await user.click(within(layer(1)).getByLabelText('Contorno'));
    expect(within(layer(1)).getByLabelText('Contorno')).toBeChecked();
    expect(screen.getByRole('application', { name: /con el texto «SANTI» en Bebas Neue/ })).toBeInTheDocument();
    // Some forty user events through the whole editor: over 5 s in jsdom when the machine is busy.
  }, 15_000);

  it('tells the shopper when characters cannot be printed', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(addText());
    const words = await screen.findByLabelText('Texto 1');
    await user.clear(words);
    await user.type(words, 'GG 🎮');
    expect(words).toHaveValue('GG ');
    expect(screen.getByText(/Quitamos lo que no se puede imprimir/)).toBeInTheDocument();
  });

  it('keeps at most three layers, removes one by its button, and undoes the removal', async () => {
    const user = userEvent.setup();
    await renderEditor();
    for (let i = 0; i < 3; i += 1) await user.click(addText());
    expect(await screen.findByLabelText('Texto 3')).toBeInTheDocument();
    expect(addText()).toBeDisabled();
    expect(screen.getByText('Podés agregar hasta 3 textos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar texto 2' }));
    expect(screen.queryByLabelText('Texto 3')).not.toBeInTheDocument();
    expect(addText()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /Deshacer/ }));
    expect(screen.getByLabelText('Texto 3')).toBeInTheDocument();
  });

  it('flags a text that crosses the 1 cm safe area', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(addText());
    const size = await screen.findByLabelText('Tamaño de texto 1 (cm)');
    await user.clear(size);
    await user.type(size, '40');
    expect(screen.getByText(/Texto 1 puede quedar bajo la costura/)).toBeInTheDocument();
  });
});
