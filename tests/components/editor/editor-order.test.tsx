import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialDesign } from '@/domain/design';
import { decodeDesign } from '@/domain/design-query';
import { createEditorState } from '@/domain/editor-state';
import { Editor } from '@/features/editor/editor';
import { goBack, renderAt } from '../app-history';
import { fakeImage, resetFakeImageStore, setFakeImageState } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));

const CONTINUE_WARNING = 'Por favor, selecciona un archivo y una medida antes de continuar.';

beforeEach(() => resetFakeImageStore());

describe('price box', () => {
  it("shows the store's price for a preset and clears it on mode change", async () => {
    const user = userEvent.setup();
    await renderEditor();
    expect(screen.getByText('Elegí una medida para ver el precio.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'XXL 140x100' }));
    expect(screen.getByRole('button', { name: 'XXL 140x100', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('$70.000')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'PRO' }));
    expect(screen.getByText('Elegí una medida para ver el precio.')).toBeInTheDocument();
  });

  it('rugs carry the second-unit note; every mode has the disclaimer tooltip and production time', async () => {
    const user = userEvent.setup();
    await renderEditor();
    expect(screen.queryByText('50% off en la segunda unidad')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sobre el precio' })).toHaveAccessibleDescription(/pueden cambiar sin previo aviso.*antes de confirmar/i);
    expect(screen.getByText(/3 a 7 días hábiles/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ALFOMBRA' }));
    expect(screen.getByText('50% off en la segunda unidad')).toBeInTheDocument();
  });
});

describe('custom size', () => {
  it('takes digits only, caps while typing and raises to the minimum on Aplicar', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('tab', { name: 'PRO' }));
    const largo = screen.getByRole('textbox', { name: 'LARGO' });
    const ancho = screen.getByRole('textbox', { name: 'ANCHO' });
    await user.type(largo, '1a5x0');
    expect(largo).toHaveValue('120');
    await user.type(ancho, '9');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(ancho).toHaveValue('25');
    expect(screen.getByText('Medida aplicada: Personalizado 120x25 cm')).toBeInTheDocument();
    expect(screen.getByText('$34.000')).toBeInTheDocument();
  });

  it('an empty value resets the size and only logs to the console', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'M 82x32' }));
    expect(screen.getByRole('textbox', { name: 'LARGO' })).toHaveValue('82');
    await user.clear(screen.getByRole('textbox', { name: 'ANCHO' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(warn).toHaveBeenCalledOnce();
    expect(screen.getByText('Elegí una medida para ver el precio.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'M 82x32', pressed: true })).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('quality meter', () => {
  it('rates the photo for the chosen size and advises when it is too small', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('small', 1200, 1000) });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'S 25x25' }));
    expect(screen.getByText('Buena')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'XXL 140x100' }));
    expect(screen.getByText('Baja')).toBeInTheDocument();
    expect(screen.getByText(/usá una foto más grande o elegí una medida más chica/)).toBeInTheDocument();
  });
});

describe('continue', () => {
  it('without a photo or a size shows the warning and stays', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTINUE_WARNING);
    await user.click(screen.getByRole('button', { name: 'S 25x25' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTINUE_WARNING);
    expect(location.pathname).toBe('/');
  });

  it('goes to /formulario with the whole design in the query, and Back returns to it', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('p1') });
    await renderEditor('/?mode=Alfombra');
    await user.click(screen.getByRole('button', { name: 'L 90x60' }));
    await user.click(screen.getByRole('button', { name: 'Circular' }));
    await user.click(screen.getByRole('button', { name: 'Rotar 90°' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Formulario' });
    const params = new URLSearchParams(location.search);
    expect(params.get('selectedClient')).toBe('LA');
    expect(decodeDesign(params)).toMatchObject({ mode: 'Alfombra', widthCm: 90, heightCm: 60, rotation: 90, circular: true });
    await goBack();
    // Back lands on the same design; once read, the editor drops the query so a reload uses the draft.
    expect(await screen.findByRole('button', { name: 'L 90x60', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ALFOMBRA', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Circular', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(location.search).toBe(''));
    expect(location.pathname).toBe('/');
  });

  it('opening / with a design query restores it', async () => {
    setFakeImageState({ image: fakeImage('p1') });
    await renderEditor('/?selectedClient=XLP&mode=Pro&imageMode=contain&selectedColor=white&rotacion=270');
    expect(screen.getByRole('tab', { name: 'PRO', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XL 120x60', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rellenar', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('$69.000')).toBeInTheDocument();
  });
});

describe('Editor for other features (drafts)', () => {
  it('starts from a given state and reports every new design with the photo', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const initial = createEditorState({ ...initialDesign('Pro'), sizeCode: 'PERSO', widthCm: 70, heightCm: 30 });
    renderAt(['/'], <Editor initial={() => initial} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'LARGO' })).toHaveValue('70');
    expect(onChange).toHaveBeenLastCalledWith(initial.design, null);
    await user.click(screen.getByRole('button', { name: 'Espejar' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mirrored: true }), null);
  });
});
