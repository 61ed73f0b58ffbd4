import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Konva from 'konva/lib/Core';
import type { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { createEditorState } from '@/domain/editor-state';
import type { ShopperImage } from '@/image/types';
import { PreviewArea } from '@/features/editor/preview-area';
import { useEditorState } from '@/features/editor/use-editor-state';
import { fakeImage } from './fake-image-store';

/** Clasic 100x60 is drawn 555×333; the portrait bitmap (500×1000) covers it 555×1110, with 777 px of vertical play. */
const pad: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60 };
const portrait = fakeImage('p1', 1000, 2000);
const PX_PER_CM = 555 / 100;

function Harness({ image, design = pad }: { image: ShopperImage | null; design?: DesignConfig }) {
  const { state, dispatch } = useEditorState(() => createEditorState(design));
  return <PreviewArea design={state.design} image={image} shown={image && { bitmap: image.preview, width: image.preview.width, height: image.preview.height }} onFile={vi.fn()} dispatch={dispatch} />;
}

function photo(): KonvaImage {
  const found = Konva.stages.at(-1)?.findOne<KonvaImage>('.photo');
  if (!found) throw new Error('no photo node');
  return found;
}

/** Konva's code loads once there is a photo: the photo node appears a moment after the first render. */
const drawn = () => waitFor(photo, { timeout: 10_000 });

const slider = () => screen.getByRole('slider', { name: 'Zoom' });
const stage = () => screen.getByRole('application', { name: /Vista previa del diseño, 100x60 cm/ });

beforeAll(() => {
  // jsdom has no pointer capture; Chromium's is exercised by the e2e suite.
  HTMLElement.prototype.setPointerCapture = vi.fn();
});

describe('zoom controls', () => {
  it('a slider from 100 % to 400 % that scales the photo node', async () => {
    render(<Harness image={portrait} />);
    await drawn();
    expect(slider()).toHaveAttribute('min', '100');
    expect(slider()).toHaveAttribute('max', '400');
    expect(slider()).toHaveValue('100');
    expect(slider()).toHaveAttribute('aria-valuetext', '100 %');
    expect(photo().width()).toBeCloseTo(555, 5);
    fireEvent.change(slider(), { target: { value: '250' } });
    expect(slider()).toHaveValue('250');
    expect(photo().width()).toBeCloseTo(555 * 2.5, 5);
    expect(photo().height()).toBeCloseTo(1110 * 2.5, 5);
  });

  it('Acercar and Alejar step 25 %, each disabled at its end', async () => {
    const user = userEvent.setup();
    render(<Harness image={portrait} />);
    const zoomIn = screen.getByRole('button', { name: 'Acercar' });
    const zoomOut = screen.getByRole('button', { name: 'Alejar' });
    expect(zoomOut).toBeDisabled();
    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(slider()).toHaveValue('150');
    await user.click(zoomOut);
    expect(slider()).toHaveValue('125');
    fireEvent.change(slider(), { target: { value: '400' } });
    expect(zoomIn).toBeDisabled();
  });

  it('without a photo there is nothing to zoom or move', () => {
    render(<Harness image={null} />);
    expect(slider()).toBeDisabled();
    const preview = screen.getByRole('img', { name: /Vista previa del diseño/ });
    expect(preview).not.toHaveAttribute('tabindex');
  });
});

describe('the focused preview', () => {
  it('is described, and moves the photo 0.5 cm per arrow, 5 cm with Shift; + and − zoom', async () => {
    const user = userEvent.setup();
    render(<Harness image={portrait} />);
    await drawn();
    expect(stage()).toHaveAccessibleDescription(/las flechas mueven la foto 0,5 cm, Mayúscula \+ flechas 5 cm/);
    const y = photo().y();
    stage().focus();
    await user.keyboard('{ArrowDown}');
    expect(photo().y()).toBeCloseTo(y + 0.5 * PX_PER_CM, 1);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(photo().y()).toBeCloseTo(y - 4.5 * PX_PER_CM, 1);
    // The photo fills the width exactly: sideways it cannot move.
    const x = photo().x();
    await user.keyboard('{ArrowLeft}');
    expect(photo().x()).toBe(x);
    await user.keyboard('+');
    expect(slider()).toHaveValue('125');
    await user.keyboard('-');
    expect(slider()).toHaveValue('100');
  });

  it('follows a pointer drag, and shows the centre guide while snapped', async () => {
    render(<Harness image={portrait} design={{ ...pad, posY: 40 }} />);
    await drawn();
    const y = photo().y();
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(stage(), { ...pointer, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage(), { ...pointer, clientX: 100, clientY: 140 });
    expect(photo().y()).toBeCloseTo(y + 40, 1);
    // At posY 40 the photo sits 77.7 px below centred; 75 px up leaves 2.7 px, within 1 cm: it snaps.
    fireEvent.pointerMove(stage(), { ...pointer, clientX: 100, clientY: 25 });
    expect(photo().y()).toBeCloseTo(333 / 2, 5);
    expect(screen.getByTestId('design-preview').querySelector('[data-guide="snap-horizontal"]')).not.toBeNull();
    fireEvent.pointerUp(stage(), { ...pointer, clientX: 100, clientY: 25 });
    expect(screen.getByTestId('design-preview').querySelector('[data-guide="snap-horizontal"]')).toBeNull();
  });
});
