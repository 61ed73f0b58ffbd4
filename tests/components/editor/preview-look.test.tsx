import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Konva from 'konva/lib/Core';
import type { Stage } from 'konva/lib/Stage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { newTextLayer } from '@/domain/text-layers';
import { PreviewArea } from '@/features/editor/preview-area';
import { DesignPreview } from '@/features/editor/preview/design-preview';
import { fakeImage } from './fake-image-store';

const rug: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100 };
const pad: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60 };

// Konva draws once there is a photo (its code loads then); the empty frame is CSS.
const photo = fakeImage('p1', 1200, 800).preview;

/** The guide line drawn over the preview (frame-guides.tsx) named `name`, or null. */
const queryGuide = (name: string): Element | null => screen.getByTestId('design-preview').querySelector(`[data-guide="${name}"]`);

function guide(name: string): Element {
  const found = queryGuide(name);
  if (!found) throw new Error(`no ${name} line`);
  return found;
}

async function lastStage(): Promise<Stage> {
  await waitFor(() => expect(Konva.stages.length).toBeGreaterThan(0), { timeout: 10_000 });
  const stage = Konva.stages.at(-1);
  if (!stage) throw new Error('no Konva stage');
  return stage;
}

/** A layout where the preview's column is `width` px wide and the window `height` px tall. */
function layOut(width: number, height: number): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = vi.fn();
      disconnect = vi.fn();
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 0 }));
  vi.stubGlobal('innerHeight', height);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the whole piece, always', () => {
  it('shrinks the stage to the column, before the first paint', async () => {
    layOut(300, 1000);
    render(<DesignPreview design={rug} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    const stage = await lastStage();
    expect([stage.width(), stage.height()]).toEqual([300, 214]);
    expect(screen.getByTestId('design-preview')).toHaveStyle({ width: '300px', height: '214px' });
  });

  it('grows past the spec scale to fill its room, and stays within 70 % of the window height', async () => {
    layOut(1600, 1000);
    render(<DesignPreview design={rug} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    const stage = await lastStage();
    expect([stage.width(), stage.height()]).toEqual([981, 700]);
    vi.stubGlobal('innerHeight', 500);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect([stage.width(), stage.height()]).toEqual([490, 350]);
  });

  it('draws a small pad as large as a phone allows, not at the spec scale', async () => {
    layOut(338, 844);
    const small: DesignConfig = { ...pad, sizeCode: 'S', widthCm: 25, heightCm: 25 };
    render(<DesignPreview design={small} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    const stage = await lastStage();
    expect([stage.width(), stage.height()]).toEqual([338, 338]);
  });
});

describe('product look and guides', () => {
  it('draws the stitching over the stage, not on a canvas of its own, and the safe area only on request', async () => {
    const { rerender } = render(<DesignPreview design={pad} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    const stage = await lastStage();
    // One Konva layer (one canvas): the design. The lines are vectors over it.
    expect(stage.getLayers()).toHaveLength(1);
    const stitch = guide('stitch');
    expect(stitch).toHaveAttribute('stroke-dasharray', '5 3');
    expect(stitch.closest('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(stitch.closest('svg')?.previousElementSibling).toBe(stage.container());
    expect(queryGuide('safe-area')).toBeNull();
    rerender(<DesignPreview design={pad} bitmap={photo} showGuides dispatch={vi.fn()} />);
    // 100x60 at 5.56 px/cm: 1 cm in from each edge.
    const safe = guide('safe-area');
    expect(Number(safe.getAttribute('x'))).toBeCloseTo(5.55, 2);
    expect(Number(safe.getAttribute('width'))).toBeCloseTo(555 - 2 * 5.55, 2);
    expect(stage.find((n: Konva.Node) => n.isListening())).toHaveLength(0);
  });

  it('rounds the corners of a pad unless its edges are straight, and follows the circle of a circular piece', async () => {
    const { rerender } = render(<DesignPreview design={pad} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    expect(screen.getByTestId('design-preview').style.borderRadius).toBe('2.775px');
    rerender(<DesignPreview design={{ ...pad, straightEdges: true }} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    expect(screen.getByTestId('design-preview').style.borderRadius).toBe('0px');
    expect(guide('stitch')).toHaveAttribute('rx', '0');
    rerender(<DesignPreview design={{ ...pad, circular: true }} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    expect(screen.getByTestId('design-preview').style.borderRadius).toBe('0px');
    rerender(<DesignPreview design={{ ...rug, circular: true }} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    expect(screen.getByTestId('design-preview').style.borderRadius).toBe('0px');
    const stitch = guide('stitch');
    expect(Number(stitch.getAttribute('rx'))).toBeCloseTo(Number(stitch.getAttribute('width')) / 2);
  });

  it('outlines the selected text in blue and a text that crosses the safe area in orange, over the stage', async () => {
    const centred = { ...newTextLayer('HOLA'), xPct: 50, yPct: 50 };
    const atTheEdge = { ...newTextLayer('BORDE'), xPct: 100, yPct: 50 };
    const design: DesignConfig = { ...pad, texts: [centred, atTheEdge] };
    const { rerender } = render(<DesignPreview design={design} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    const stage = await lastStage();
    // Nothing selected: only the text at the edge is marked, as unsafe.
    expect(guide('text-unsafe')).toHaveAttribute('stroke', '#ff9800');
    expect(queryGuide('text-selected')).toBeNull();
    rerender(<DesignPreview design={design} bitmap={photo} showGuides={false} dispatch={vi.fn()} selectedText={0} />);
    const selected = guide('text-selected');
    expect(selected).toHaveAttribute('stroke', '#4fc3ff');
    expect(selected).toHaveAttribute('stroke-dasharray', '5 3');
    // Its box is centred on the piece (555 x 333 px).
    const [x, width] = ['x', 'width'].map((name) => Number(selected.getAttribute(name)));
    expect((x ?? 0) + (width ?? 0) / 2).toBeCloseTo(555 / 2, 0);
    expect(stage.getLayers()).toHaveLength(1);
  });

  it('"Mostrar guías" is a toggle that explains the line', async () => {
    render(<PreviewArea design={pad} image={null} shown={null} onFile={vi.fn()} dispatch={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Mostrar guías' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/bajo la costura/)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Lo que quede fuera de esta línea puede quedar bajo la costura.')).toBeVisible();
    // Without a photo the frame is CSS, with the same lines over it: the stitching and now the safe-area line.
    expect(guide('stitch')).toBeInTheDocument();
    expect(guide('safe-area')).toBeInTheDocument();
  });
});

describe('the real size beside a keyboard and a mouse', () => {
  it('"Ver con teclado y mouse" is a toggle, works from the keyboard, and says what it draws', async () => {
    const user = userEvent.setup();
    render(<PreviewArea design={pad} image={null} shown={null} onFile={vi.fn()} dispatch={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Ver con teclado y mouse' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/teclado completo \(44 × 13 cm\) y un mouse \(12 × 6,5 cm\) en tamaño real/)).toBeVisible();
    // Without a photo: the drop zone, with the keyboard and the mouse over it.
    expect(guide('desk-keyboard')).toBeInTheDocument();
    expect(guide('desk-mouse')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(queryGuide('desk-keyboard')).toBeNull();
  });

  it('draws a 44 x 13 cm keyboard and a 6.5 x 12 cm mouse at the piece’s scale, only over the preview', async () => {
    const { rerender } = render(<DesignPreview design={pad} bitmap={photo} showGuides={false} dispatch={vi.fn()} />);
    const stage = await lastStage();
    expect(queryGuide('desk-keyboard')).toBeNull();
    rerender(<DesignPreview design={pad} bitmap={photo} showGuides={false} showDesk dispatch={vi.fn()} />);
    const [keyboard, mouse] = [guide('desk-keyboard'), guide('desk-mouse')].map((rect) => {
      const [x, width, height] = ['x', 'width', 'height'].map((name) => Number(rect.getAttribute(name)));
      return { x: x ?? 0, width: width ?? 0, height: height ?? 0 };
    });
    // 100x60 at 5.55 px/cm (555 px wide): both side by side, centred.
    const pxPerCm = 555 / 100;
    expect(keyboard?.width).toBeCloseTo(44 * pxPerCm, 5);
    expect(keyboard?.height).toBeCloseTo(13 * pxPerCm, 5);
    expect(mouse?.width).toBeCloseTo(6.5 * pxPerCm, 5);
    expect(mouse?.height).toBeCloseTo(12 * pxPerCm, 5);
    expect((keyboard?.x ?? 0) + (mouse?.x ?? 0) + (mouse?.width ?? 0)).toBeCloseTo(555, 5);
    // Over the design, never on it: the stage keeps its one layer.
    expect(stage.getLayers()).toHaveLength(1);
  });
});
