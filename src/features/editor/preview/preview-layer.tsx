import type Konva from 'konva';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Rect';
import { useEffect, useRef } from 'react';
import { Group, Image, Layer, Rect } from 'react-konva/es/ReactKonvaCore';
import { traceClip, type Placement } from '@/domain/geometry';
import type { BackgroundFill } from '@/domain/preview-style';
import type { TextLayer } from '@/domain/text-layers';
import type { PieceSize } from '@/domain/text-placement';
import { iaPatternTile } from './ia-pattern';
import { markPreviewRepaint } from './repaint-mark';
import { TextShapes } from './text-shapes';

interface PreviewLayerProps {
  readonly placement: Placement;
  readonly background: BackgroundFill;
  readonly bitmap: ImageBitmap | null;
  /**
   * Scale of the IA pattern's squares: frame width over the full-scale frame's, so the squares
   * keep their size relative to the piece (as the proof draws them) at every preview scale.
   */
  readonly patternScale: number;
  readonly texts: readonly TextLayer[];
  readonly piece: PieceSize;
  readonly pxPerCm: number;
  readonly fontsVersion: number;
}

function BackgroundRect({ placement, background, patternScale }: Pick<PreviewLayerProps, 'placement' | 'background' | 'patternScale'>) {
  const { box } = placement;
  if (background.kind === 'checker') {
    // Konva types the pattern as an <img>, but it hands it to createPattern, which takes any canvas source.
    const tile = iaPatternTile() as CanvasImageSource as HTMLImageElement;
    const scale = { x: patternScale, y: patternScale };
    return <Rect name="background" {...box} fillPatternImage={tile} fillPatternRepeat="repeat" fillPatternScale={scale} listening={false} />;
  }
  return <Rect name="background" {...box} fill={background.colour} listening={false} />;
}

/** Draws what the placement says: background, photo and text layers inside the frame or circle clip. */
export function PreviewLayer({ placement, background, bitmap, patternScale, ...text }: PreviewLayerProps) {
  const layerRef = useRef<Konva.Layer>(null);

  useEffect(() => {
    const layer = layerRef.current;
    layer?.on('draw', markPreviewRepaint);
    return () => {
      layer?.off('draw', markPreviewRepaint);
    };
  }, []);

  return (
    <Layer ref={layerRef} listening={false}>
      <Group name="clip" clipFunc={(context) => traceClip(context, placement.clip)} listening={false}>
        <BackgroundRect placement={placement} background={background} patternScale={patternScale} />
        {bitmap && <Image name="photo" image={bitmap} {...placement.image} listening={false} />}
        <TextShapes {...text} />
      </Group>
    </Layer>
  );
}
