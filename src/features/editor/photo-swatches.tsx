import type { HexColor } from '@/domain/background-color';
import { usePhotoColors } from './use-photo-colors';
import styles from './custom-color-panel.module.css';

interface PhotoSwatchesProps {
  readonly preview: ImageBitmap;
  readonly imageId: string | null;
  readonly current: HexColor;
  readonly onChoose: (color: HexColor) => void;
}

/** The photo's five dominant colours, each one tap away. */
export function PhotoSwatches({ preview, imageId, current, onChoose }: PhotoSwatchesProps) {
  const colors = usePhotoColors(preview, imageId);
  if (colors.length === 0) return null;
  return (
    <div role="group" aria-label="Colores de tu foto" className={styles.swatches}>
      {colors.map((color) => (
        <button
          key={color}
          type="button"
          className={styles.swatch}
          style={{ backgroundColor: color }}
          aria-label={`Usar ${color}`}
          aria-pressed={color === current}
          onClick={() => onChoose(color)}
        />
      ))}
    </div>
  );
}
