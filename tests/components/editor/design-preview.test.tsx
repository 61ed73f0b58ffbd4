import { render, waitFor } from '@testing-library/react';
import type { SceneContext } from 'konva/lib/Context';
import Konva from 'konva/lib/Core';
import type { Group } from 'konva/lib/Group';
import type { Node } from 'konva/lib/Node';
import type { Image as KonvaImage } from 'konva/lib/shapes/Image';
import type { Rect } from 'konva/lib/shapes/Rect';
import type { Stage } from 'konva/lib/Stage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { placeImage } from '@/domain/geometry';
import { px } from '@/domain/units';
import { DesignPreview } from '@/features/editor/preview/design-preview';
import { PREVIEW_REPAINT_MARK } from '@/features/editor/preview/repaint-mark';
import { hexColor } from '../../unit/hex-color';
import { fakeImage } from './fake-image-store';

const rug: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'LA', widthCm: 90, heightCm: 60 };
const image = fakeImage('p1', 1200, 800);

/** The stage's code loads lazily once there is a photo, so the stage appears a moment later. */
async function renderPreview(design: DesignConfig) {
  const before = Konva.stages.length;
  const view = render(<DesignPreview design={design} bitmap={image.preview} showGuides={false} dispatch={vi.fn()} />);
  await waitFor(() => expect(Konva.stages.length).toBeGreaterThan(before), { timeout: 10_000 });
  const stage = Konva.stages.at(-1);
  if (!stage) throw new Error('no Konva stage');
  return { ...view, stage };
}

function node<T extends Node>(stage: Stage, name: string): T {
  const found = stage.findOne<T>(`.${name}`);
  if (!found) throw new Error(`no node .${name}`);
  return found;
}

afterEach(() => vi.unstubAllGlobals());

describe('DesignPreview (Konva tree)', () => {
  it('draws a frame of trunc(cm × 28.3444444446 / 5.1) px before its space is measured', async () => {
    const { stage } = await renderPreview(rug);
    expect(stage.width()).toBe(500);
    expect(stage.height()).toBe(333);
  });

  it('places the preview bitmap as placeImage says (fit, zoom, position, rotation)', async () => {
    const design: DesignConfig = { ...rug, fit: 'contain', posX: 100, posY: 80, zoom: 1.5, rotation: 90 };
    const { stage } = await renderPreview(design);
    const photo = node<KonvaImage>(stage, 'photo');
    const expected = placeImage({
      frameWidth: px(500),
      frameHeight: px(333),
      imageWidth: px(image.preview.width),
      imageHeight: px(image.preview.height),
      fit: 'contain',
      posX: 100,
      posY: 80,
      zoom: 1.5,
      rotation: 90,
      mirrored: false,
      mirroredVertical: false,
      circular: false,
    }).image;
    expect(photo.image()).toBe(image.preview);
    expect({
      x: photo.x(),
      y: photo.y(),
      width: photo.width(),
      height: photo.height(),
      rotation: photo.rotation(),
      scaleX: photo.scaleX(),
      scaleY: photo.scaleY(),
      offsetX: photo.offsetX(),
      offsetY: photo.offsetY(),
    }).toEqual(expected);
  });

  it('mirrors with scaleX −1', async () => {
    const { stage } = await renderPreview({ ...rug, mirrored: true });
    expect(node<KonvaImage>(stage, 'photo').scaleX()).toBe(-1);
  });

  it('clips a circular rug to a circle of the smaller side', async () => {
    const { stage } = await renderPreview({ ...rug, circular: true });
    const clip = node<Group>(stage, 'clip').clipFunc();
    const path = { arc: vi.fn(), rect: vi.fn() };
    clip.call(null, path as unknown as SceneContext, node<Group>(stage, 'clip'));
    expect(path.arc).toHaveBeenCalledWith(250, 166.5, 166.5, 0, Math.PI * 2, false);
    expect(path.rect).not.toHaveBeenCalled();
  });

  it('clips a rectangle to the frame', async () => {
    const { stage } = await renderPreview(rug);
    const path = { arc: vi.fn(), rect: vi.fn() };
    node<Group>(stage, 'clip').clipFunc().call(null, path as unknown as SceneContext, node<Group>(stage, 'clip'));
    expect(path.rect).toHaveBeenCalledWith(0, 0, 500, 333);
  });

  it('paints the background colour, or a neutral pattern for IA', async () => {
    const solid = await renderPreview({ ...rug, fit: 'contain', background: 'white' });
    expect(node<Rect>(solid.stage, 'background').fill()).toBe('#ffffff');
    solid.unmount();
    const ia = await renderPreview({ ...rug, fit: 'contain', background: 'ia' });
    const background = node<Rect>(ia.stage, 'background');
    expect(background.fillPatternImage()).toBeInstanceOf(HTMLCanvasElement);
    expect(background.fill()).toBeUndefined();
    ia.unmount();
    // A background is chosen only with contain; with cover it is black, as the store will print it.
    const covered = await renderPreview({ ...rug, fit: 'cover', background: 'ia' });
    expect(node<Rect>(covered.stage, 'background').fill()).toBe('#000000');
  });

  it('paints the shopper’s own colour and flips the photo for the vertical mirror (issue 22)', async () => {
    const design: DesignConfig = { ...rug, fit: 'contain', background: 'custom', customColor: hexColor('#1E90FF'), mirroredVertical: true };
    const { stage } = await renderPreview(design);
    expect(node<Rect>(stage, 'background').fill()).toBe('#1E90FF');
    const photo = node<KonvaImage>(stage, 'photo');
    expect([photo.scaleX(), photo.scaleY()]).toEqual([1, -1]);
  });

  it('paints the empty frame without Konva, as a drop zone, until there is a photo', () => {
    const before = Konva.stages.length;
    const { getByTestId } = render(<DesignPreview design={{ ...rug, circular: true }} bitmap={null} showGuides dispatch={vi.fn()} />);
    expect(Konva.stages.length).toBe(before);
    const [fill, guides] = [...getByTestId('design-preview').children];
    if (!(fill instanceof HTMLElement) || !(guides instanceof SVGSVGElement)) throw new Error('no empty frame');
    // No photo yet: the piece's place is the drop zone, at the piece's size, inviting the photo.
    expect(fill).toHaveStyle('width: 333px; height: 333px');
    expect(fill).toHaveTextContent('Soltá tu foto acá90 × 60 cm');
    // jsdom computes no border-radius; the elements' own styles have it.
    expect(fill.style.borderRadius).toBe('50%');
    // The same lines as over a photo: the stitched circle and the safe area.
    const stitch = guides.querySelector('[data-guide="stitch"]');
    expect(stitch).toHaveAttribute('stroke-dasharray', '5 3');
    expect(Number(stitch?.getAttribute('rx'))).toBeCloseTo(Number(stitch?.getAttribute('width')) / 2);
    expect(guides.querySelector('[data-guide="safe-area"]')).not.toBeNull();
  });

  it('sets up its stage while a photo opens, so the photo only has to be drawn when it comes', async () => {
    const before = Konva.stages.length;
    const { getByTestId, rerender } = render(<DesignPreview design={rug} bitmap={null} showGuides={false} dispatch={vi.fn()} photoOpening />);
    await waitFor(() => expect(Konva.stages.length).toBeGreaterThan(before), { timeout: 10_000 });
    const stage = Konva.stages.at(-1);
    if (!stage) throw new Error('no Konva stage');
    expect(stage.findOne('.photo')).toBeUndefined();
    // Nothing to move yet: the preview takes no gestures until the photo is there.
    expect(getByTestId('design-preview')).toHaveAttribute('role', 'img');
    rerender(<DesignPreview design={rug} bitmap={image.preview} showGuides={false} dispatch={vi.fn()} />);
    expect(Konva.stages.at(-1)).toBe(stage);
    expect(node<KonvaImage>(stage, 'photo').image()).toBe(image.preview);
    expect(getByTestId('design-preview')).toHaveAttribute('role', 'application');
  });

  it('sets up its stage under the drop zone when the shopper heads for «Subir foto», and keeps the invitation until a photo is chosen', async () => {
    const before = Konva.stages.length;
    const { getByTestId, getByText, queryByText, rerender } = render(<DesignPreview design={rug} bitmap={null} showGuides={false} dispatch={vi.fn()} photoComing />);
    await waitFor(() => expect(Konva.stages.length).toBeGreaterThan(before), { timeout: 10_000 });
    const stage = Konva.stages.at(-1);
    if (!stage) throw new Error('no Konva stage');
    // The drop zone still invites the photo, over the stage (after it, so painted above it).
    const prompt = getByText('Soltá tu foto acá').closest('div');
    expect(prompt).not.toBeNull();
    expect(stage.container().compareDocumentPosition(prompt ?? stage.container()) & window.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getByTestId('design-preview')).toHaveAttribute('role', 'img');
    // The photo is chosen: the invitation goes; the stage is the one set up, drawing it when it comes.
    rerender(<DesignPreview design={rug} bitmap={null} showGuides={false} dispatch={vi.fn()} photoComing photoOpening />);
    expect(queryByText('Soltá tu foto acá')).not.toBeInTheDocument();
    rerender(<DesignPreview design={rug} bitmap={image.preview} showGuides={false} dispatch={vi.fn()} photoComing />);
    expect(Konva.stages.at(-1)).toBe(stage);
    expect(node<KonvaImage>(stage, 'photo').image()).toBe(image.preview);
  });

  it('marks each repaint of the design on the performance timeline', async () => {
    const mark = vi.spyOn(performance, 'mark');
    const { stage, rerender } = await renderPreview(rug);
    await waitFor(() => expect(mark).toHaveBeenCalledWith(PREVIEW_REPAINT_MARK));
    mark.mockClear();
    rerender(<DesignPreview design={{ ...rug, rotation: 180 }} bitmap={image.preview} showGuides={false} dispatch={vi.fn()} />);
    await waitFor(() => expect(mark).toHaveBeenCalledWith(PREVIEW_REPAINT_MARK));
    expect(node<KonvaImage>(stage, 'photo').rotation()).toBe(180);
    expect(performance.getEntriesByName(PREVIEW_REPAINT_MARK)).toHaveLength(1);
    mark.mockRestore();
  });
});
