import type Konva from 'konva';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Rect';
import { useEffect, useRef } from 'react';
import { Group, Image, Layer, Rect } from 'react-konva/es/ReactKonvaCore';
import type { Background } from '@/domain/design';
import { traceClip, type Placement } from '@/domain/geometry';
import { SOLID_BACKGROUND_FILL } from '@/domain/preview-style';
import { iaPatternTile } from './ia-pattern';

interface PreviewLayerProps {
  readonly placement: Placement;
  readonly background: Background;
  readonly bitmap: ImageBitmap | null;
  /** Called after every draw of the layer. */
  readonly onDraw: () => void;
}

function BackgroundRect({ placement, background }: Pick<PreviewLayerProps, 'placement' | 'background'>) {
  const { box } = placement;
  if (background === 'ia') {
    // Konva types the pattern as an <img>, but it hands it to createPattern, which takes any canvas source.
    const tile = iaPatternTile() as CanvasImageSource as HTMLImageElement;
    return <Rect name="background" {...box} fillPatternImage={tile} fillPatternRepeat="repeat" listening={false} />;
  }
  return <Rect name="background" {...box} fill={SOLID_BACKGROUND_FILL[background]} listening={false} />;
}

/** Draws what the placement says: background and photo inside the frame or circle clip. */
export function PreviewLayer({ placement, background, bitmap, onDraw }: PreviewLayerProps) {
  const layerRef = useRef<Konva.Layer>(null);

  useEffect(() => {
    const layer = layerRef.current;
    layer?.on('draw', onDraw);
    return () => {
      layer?.off('draw', onDraw);
    };
  }, [onDraw]);

  return (
    <Layer ref={layerRef} listening={false}>
      <Group name="clip" clipFunc={(context) => traceClip(context, placement.clip)} listening={false}>
        <BackgroundRect placement={placement} background={background} />
        {bitmap && <Image name="photo" image={bitmap} {...placement.image} listening={false} />}
      </Group>
    </Layer>
  );
}
