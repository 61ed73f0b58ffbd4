import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeDesign } from '@/domain/design-query';
import { fakeImage, loadImage, prepareUpload, resetFakeImageStore, setFakeImageState } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));

const pressed = (name: string | RegExp) => screen.getByRole('button', { name, pressed: true });

/** The design's rotation as the editor hands it to the order page (a size chosen first, as continuing needs). */
async function rotationOnContinuing(user: ReturnType<typeof userEvent.setup>): Promise<number | undefined> {
  const [size] = within(screen.getByRole('group', { name: 'Medidas predefinidas' })).getAllByRole('button');
  if (size) await user.click(size);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Formulario' });
  return decodeDesign(new URLSearchParams(location.search))?.rotation;
}

beforeEach(() => resetFakeImageStore());

describe('mode tabs', () => {
  it('are a real tablist that opens on CLASSIC', async () => {
    await renderEditor();
    const tabs = within(screen.getByRole('tablist', { name: 'Tipo de producto' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['CLASSIC', 'PRO', 'ALFOMBRA']);
    expect(screen.getByRole('tab', { name: 'CLASSIC', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'CLASSIC' })).toBeInTheDocument();
  });

  it('/?mode=Alfombra opens on ALFOMBRA', async () => {
    await renderEditor('/?mode=Alfombra');
    expect(screen.getByRole('tab', { name: 'ALFOMBRA', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XXL 140x100' })).toBeInTheDocument();
  });

  it('arrow keys move between tabs and choose the mode', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('tab', { name: 'CLASSIC' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'PRO', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'ALFOMBRA', selected: true })).toHaveFocus();
  });

  it('a mode change resets alignment and rotation but keeps fit and mirror', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('p1') });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Imagen completa' }));
    await user.click(screen.getByRole('button', { name: 'Espejar' }));
    await user.click(screen.getByRole('button', { name: 'Rotar 90°' }));
    await user.click(screen.getByRole('button', { name: 'ALINEAR' }));
    await user.click(screen.getByRole('button', { name: 'Derecha' }));
    await user.click(screen.getByRole('tab', { name: 'PRO' }));
    expect(pressed('Centro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AJUSTES' }));
    expect(pressed('Imagen completa')).toBeInTheDocument();
    expect(pressed('Espejar')).toBeInTheDocument();
    expect(await rotationOnContinuing(user)).toBe(0);
  });
});

describe('option panels', () => {
  it('only one is open at a time and clicking the open one closes it', async () => {
    const user = userEvent.setup();
    await renderEditor();
    const adjustments = screen.getByRole('button', { name: 'AJUSTES' });
    const align = screen.getByRole('button', { name: 'ALINEAR' });
    expect(adjustments).toHaveAttribute('aria-expanded', 'true');
    expect(align).toHaveAttribute('aria-expanded', 'false');
    await user.click(align);
    expect(adjustments).toHaveAttribute('aria-expanded', 'false');
    expect(align).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Espejar' })).not.toBeInTheDocument();
    await user.click(align);
    expect(align).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Centro' })).not.toBeInTheDocument();
  });

  it('fit buttons are exclusive toggles; background colours exist only with Rellenar', async () => {
    const user = userEvent.setup();
    await renderEditor();
    expect(pressed('Expandir imagen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'COLOR DE FONDO' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rellenar' }));
    expect(pressed('Rellenar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expandir imagen', pressed: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'COLOR DE FONDO' }));
    expect(pressed('Negro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'IA' }));
    expect(pressed('IA')).toBeInTheDocument();
    expect(screen.getByText('El fondo se completará con IA y te enviaremos el resultado por mail.')).toBeInTheDocument();
  });

  it('mirror toggles, and rotating turns the design without a new upload file', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('p1') });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Espejar' }));
    expect(pressed('Espejar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotar 90°' }));
    await user.click(screen.getByRole('button', { name: 'Rotar 90°' }));
    // The upload file is the photo itself, made once: the print file turns it.
    expect(prepareUpload).toHaveBeenCalledTimes(1);
    expect(await rotationOnContinuing(user)).toBe(180);
  });

  it('«Circular» is offered in every mode, works from the keyboard and is reset by a mode change', async () => {
    const user = userEvent.setup();
    await renderEditor();
    for (const tab of ['CLASSIC', 'PRO', 'ALFOMBRA']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      screen.getByRole('button', { name: 'Circular', pressed: false }).focus();
      await user.keyboard(' ');
      expect(pressed('Circular')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /circular/ })).toBeInTheDocument();
    }
    await user.click(pressed('Circular'));
    expect(screen.getByRole('img', { name: /bordes rectos/ })).toBeInTheDocument();
  });

  it('pads choose rounded or straight edges from the keyboard; circles and rugs have no such choice', async () => {
    const user = userEvent.setup();
    await renderEditor('/?mode=Pro&selectedClient=XLP');
    const edges = screen.getByRole('group', { name: 'Bordes' });
    expect(within(edges).getByRole('button', { name: 'Bordes redondeados', pressed: true })).toBeInTheDocument();
    within(edges).getByRole('button', { name: 'Bordes rectos' }).focus();
    await user.keyboard('{Enter}');
    expect(pressed('Bordes rectos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bordes redondeados', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /bordes rectos/ })).toBeInTheDocument();
    // A circle has no edges to choose; back to a rectangle, the choice is still there.
    await user.click(screen.getByRole('button', { name: 'Circular' }));
    expect(screen.queryByRole('group', { name: 'Bordes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Circular' }));
    expect(pressed('Bordes rectos')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ALFOMBRA' }));
    expect(screen.queryByRole('group', { name: 'Bordes' })).not.toBeInTheDocument();
  });

  it('all five align buttons work and centre centres both axes', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'ALINEAR' }));
    expect(pressed('Centro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Izquierda' }));
    await user.click(screen.getByRole('button', { name: 'Abajo' }));
    expect(pressed('Izquierda')).toBeInTheDocument();
    expect(pressed('Abajo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Centro', pressed: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Derecha' }));
    await user.click(screen.getByRole('button', { name: 'Arriba' }));
    expect(pressed('Derecha')).toBeInTheDocument();
    expect(pressed('Arriba')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Centro' }));
    expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toContain('Centro');
    for (const name of ['Izquierda', 'Derecha', 'Arriba', 'Abajo']) {
      expect(screen.getByRole('button', { name, pressed: false })).toBeInTheDocument();
    }
  });

  it('a new photo starts upright', async () => {
    const user = userEvent.setup();
    setFakeImageState({ image: fakeImage('p1') });
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Rotar 90°' }));
    loadImage.mockImplementationOnce(async (_file, _name, onShown) => {
      setFakeImageState({ image: fakeImage('p2') });
      onShown?.();
      return true;
    });
    await user.upload(screen.getByLabelText('Cambiar foto'), new File(['jpeg'], 'otra.jpg', { type: 'image/jpeg' }));
    // One upload file per photo, the new one's started as soon as it shows.
    await waitFor(() => expect(prepareUpload).toHaveBeenCalledTimes(2));
    expect(await rotationOnContinuing(user)).toBe(0);
  });
});
