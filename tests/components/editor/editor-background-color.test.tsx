import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImageClient from '@/image/image-client';
import { fakeImage, resetFakeImageStore, setFakeImageState } from './fake-image-store';
import { renderEditor } from './render-editor';

vi.mock('@/image/image-store', () => import('./fake-image-store'));
vi.mock('@/drafts/draft-store', () => import('../fake-draft-store'));
vi.mock('@/image/image-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageClient>()),
  photoColors: vi.fn(() => Promise.resolve(['#FF0000', '#00AA00', '#0000FF'])),
}));

const hexField = () => screen.getByRole('textbox', { name: 'Código de color' });

/** The editor with a photo, Rellenar and the background panel open, on "Otro color". */
async function openOtherColour() {
  const user = userEvent.setup();
  setFakeImageState({ image: fakeImage('p1') });
  await renderEditor();
  await user.click(screen.getByRole('button', { name: 'Rellenar' }));
  await user.click(screen.getByRole('button', { name: 'COLOR DE FONDO' }));
  await user.click(screen.getByRole('button', { name: 'Otro color' }));
  await screen.findByRole('textbox', { name: 'Código de color' }, { timeout: 15_000 });
  return user;
}

// The picker's chunk loads on the first "Otro color"; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetFakeImageStore());
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EyeDropper');
});

describe('"Otro color"', () => {
  it('sits beside Negro, Blanco and IA and opens the picker, whose sliders have Spanish names', async () => {
    await openOtherColour();
    expect(screen.getByRole('button', { name: 'Otro color', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Negro', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Tono' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Saturación y brillo' })).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Saturación \d+ %, brillo \d+ %$/));
    expect(hexField()).toHaveValue('#1E90FF');
  });

  it('takes a colour typed in the hex field, as one undo step', async () => {
    const user = await openOtherColour();
    await user.clear(hexField());
    await user.type(hexField(), 'abcdef');
    await user.tab();
    expect(hexField()).toHaveValue('#ABCDEF');
    await user.click(screen.getByRole('button', { name: /Deshacer/ }));
    expect(hexField()).toHaveValue('#1E90FF');
  });

  it('moves the colour with the keyboard on the hue slider', async () => {
    await openOtherColour();
    // react-colorful reads the key code, which only a real browser (the e2e) and fireEvent set.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Tono' }), { key: 'ArrowRight', keyCode: 39 });
    expect(hexField()).not.toHaveValue('#1E90FF');
  });

  it('makes one undo step of a whole drag on the picker', async () => {
    const user = await openOtherColour();
    const hue = screen.getByRole('slider', { name: 'Tono' });
    fireEvent.pointerDown(hue);
    fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.pointerUp(window);
    expect(hexField()).not.toHaveValue('#1E90FF');
    await user.click(screen.getByRole('button', { name: /Deshacer/ }));
    expect(hexField()).toHaveValue('#1E90FF');
  });
});

describe('the photo’s own colours', () => {
  it('are one-tap swatches named by their colour', async () => {
    const user = await openOtherColour();
    const red = await screen.findByRole('button', { name: 'Usar #FF0000', pressed: false });
    expect(screen.getAllByRole('button', { name: /^Usar #/ })).toHaveLength(3);
    await user.click(red);
    expect(hexField()).toHaveValue('#FF0000');
    expect(screen.getByRole('button', { name: 'Usar #FF0000', pressed: true })).toBeInTheDocument();
  });
});

describe('the eyedropper', () => {
  it('uses the browser’s EyeDropper where there is one', async () => {
    const open = vi.fn(() => Promise.resolve({ sRGBHex: '#123456' }));
    Reflect.set(globalThis, 'EyeDropper', class {
      open = open;
    });
    const user = await openOtherColour();
    await user.click(screen.getByRole('button', { name: 'Tomar color de la foto' }));
    await vi.waitFor(() => expect(hexField()).toHaveValue('#123456'));
    expect(open).toHaveBeenCalledOnce();
  });

  it('otherwise waits for a tap on the preview, which Cancelar or Escape stop', async () => {
    const user = await openOtherColour();
    await user.click(screen.getByRole('button', { name: 'Tomar color de la foto' }));
    const overlay = screen.getByRole('button', { name: 'Tomar el color de la foto en este punto' });
    expect(overlay).toHaveFocus();
    expect(screen.getByText('Tocá la foto donde está el color que querés de fondo.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('button', { name: 'Tomar el color de la foto en este punto' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomar color de la foto' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Tomar color de la foto' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tomar el color de la foto en este punto' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Tomar el color de la foto en este punto' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomar color de la foto' })).toHaveFocus();
  });

  it('is off without a photo', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Rellenar' }));
    await user.click(screen.getByRole('button', { name: 'COLOR DE FONDO' }));
    await user.click(screen.getByRole('button', { name: 'Otro color' }));
    expect(await screen.findByRole('button', { name: 'Tomar color de la foto' }, { timeout: 15_000 })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Colores de tu foto' })).not.toBeInTheDocument();
  });
});

describe('Espejar vertical', () => {
  it('is a toggle beside Espejar, each on its own', async () => {
    const user = userEvent.setup();
    await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Espejar vertical' }));
    expect(screen.getByRole('button', { name: 'Espejar vertical', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Espejar', pressed: false })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Espejar vertical', pressed: false })).toBeInTheDocument();
  });
});
