import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Konva from 'konva/lib/Core';
import type { Rect } from 'konva/lib/shapes/Rect';
import type { Stage } from 'konva/lib/Stage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { PreviewArea } from '@/features/editor/preview-area';
import { DesignPreview } from '@/features/editor/preview/design-preview';

const rug: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100 };
const pad: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60 };

function lastStage(): Stage {
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
  it('shrinks the stage to the column, before the first paint', () => {
    layOut(300, 1000);
    render(<DesignPreview design={rug} bitmap={null} showGuides={false} dispatch={vi.fn()} />);
    const stage = lastStage();
    expect([stage.width(), stage.height()]).toEqual([300, 214]);
    expect(screen.getByTestId('design-preview')).toHaveStyle({ width: '300px', height: '214px' });
  });

  it('keeps the spec scale when the column has room, and stays within 70 % of the window height', () => {
    layOut(1600, 1000);
    render(<DesignPreview design={rug} bitmap={null} showGuides={false} dispatch={vi.fn()} />);
    expect([lastStage().width(), lastStage().height()]).toEqual([778, 555]);
    vi.stubGlobal('innerHeight', 500);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(lastStage().height()).toBe(350);
  });
});

describe('product look and guides', () => {
  it('draws the stitching on a second layer and the safe area only on request', () => {
    const { rerender } = render(<DesignPreview design={pad} bitmap={null} showGuides={false} dispatch={vi.fn()} />);
    const stage = lastStage();
    expect(stage.getLayers()).toHaveLength(2);
    const stitch = stage.findOne<Rect>('.stitch');
    expect(stitch?.dash()).toEqual([5, 3]);
    expect(stitch?.getLayer()).toBe(stage.getLayers()[1]);
    expect(stage.findOne('.safe-area')).toBeUndefined();
    rerender(<DesignPreview design={pad} bitmap={null} showGuides dispatch={vi.fn()} />);
    // 100x60 at 5.56 px/cm: 1 cm in from each edge.
    const safe = stage.findOne<Rect>('.safe-area');
    expect(safe?.x()).toBeCloseTo(5.55, 2);
    expect(safe?.width()).toBeCloseTo(555 - 2 * 5.55, 2);
    expect(stage.find((n: Konva.Node) => n.isListening())).toHaveLength(0);
  });

  it('rounds the corners of a pad, and follows the circle of a circular rug', () => {
    const { rerender } = render(<DesignPreview design={pad} bitmap={null} showGuides={false} dispatch={vi.fn()} />);
    expect(screen.getByTestId('design-preview').style.borderRadius).toBe('2.775px');
    rerender(<DesignPreview design={{ ...rug, circular: true }} bitmap={null} showGuides={false} dispatch={vi.fn()} />);
    expect(screen.getByTestId('design-preview').style.borderRadius).toBe('0px');
    const stitch = lastStage().findOne<Rect>('.stitch');
    expect(stitch?.cornerRadius()).toBeCloseTo((stitch?.width() ?? 0) / 2);
  });

  it('"Mostrar guías" is a toggle that explains the line', async () => {
    render(<PreviewArea design={pad} image={null} onFile={vi.fn()} dispatch={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Mostrar guías' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/bajo la costura/)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Lo que quede fuera de esta línea puede quedar bajo la costura.')).toBeVisible();
    expect(lastStage().findOne('.safe-area')).toBeDefined();
  });
});
