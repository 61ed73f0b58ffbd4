import { Shape } from 'react-konva/es/ReactKonvaCore';
import { drawTextLayer } from '@/domain/text-draw';
import type { TextLayer } from '@/domain/text-layers';
import type { PieceSize } from '@/domain/text-placement';

interface TextShapesProps {
  readonly texts: readonly TextLayer[];
  readonly piece: PieceSize;
  readonly pxPerCm: number;
  /** Changes when a font arrives, so the shapes draw again with it. */
  readonly fontsVersion: number;
}

/**
 * The text layers, drawn by the same function as the proof (text-draw.ts) on Konva's own canvas
 * context, so the preview and the proof put every letter in the same place. Each layer is its own
 * shape, named for the tests, carrying its layer as data.
 */
export function TextShapes({ texts, piece, pxPerCm, fontsVersion }: TextShapesProps) {
  return (
    <>
      {texts.map((layer, index) => (
        <Shape
          // Layers have no identity beyond their place in the list.
          key={index}
          name={`text-${index}`}
          textLayer={layer}
          fontsVersion={fontsVersion}
          sceneFunc={(context) => drawTextLayer(context._context, layer, piece, pxPerCm)}
          listening={false}
          perfectDrawEnabled={false}
        />
      ))}
    </>
  );
}
